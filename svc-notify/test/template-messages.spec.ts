// svc-notify's catalogue (src/templates/messages): every e-mail and SMS in English, Hindi and Tamil.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { LOCALE_CODES, type Locale } from '@matrimony/i18n/codes';
import { describeCatalogues } from '@matrimony/i18n/parity';
import {
  contactAcknowledgementEmail,
  emailChangeConfirmEmail,
  emailChangedEmail,
  existingAccountSms,
  memberEmails,
  mobileChangedEmail,
  notificationTexts,
  otpSms,
  passwordChangedEmail,
  passwordResetEmail,
  premiumActivatedEmail,
  ticketOpenedEmail,
  ticketReplyEmail,
  ticketReplyNotification,
  unreadMessagesEmail,
  welcomeEmail,
  type Rendered
} from '../src/templates';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
describeCatalogues(src);

const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(join(src, 'templates/messages', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };
const iso = '2026-12-21T08:00:00.000Z';
const unsubscribe = {
  url: 'http://localhost:8080/api/notify/unsubscribe?token=a.b',
  what: 'Someone sent me an interest',
  settingsUrl: 'http://localhost:8080/settings'
};

/** Every e-mail svc-notify writes, in one locale. */
function everyEmail(locale: Locale): Record<string, Rendered> {
  const news = notificationTexts.interestReceived('Priya S.', locale);
  const base = { fullName: 'Arjun Nair', news, url: 'http://localhost:8080/x', unsubscribe, locale };
  return {
    passwordReset: passwordResetEmail({ fullName: 'Arjun', resetUrl: 'http://r', expiresAt: iso, locale }),
    passwordChanged: passwordChangedEmail({
      fullName: 'Arjun',
      resetUrl: 'http://r',
      changedAt: iso,
      locale
    }),
    emailChange: emailChangeConfirmEmail({
      fullName: 'Arjun',
      confirmUrl: 'http://c',
      expiresAt: iso,
      locale
    }),
    emailChanged: emailChangedEmail({
      fullName: 'Arjun',
      newEmail: 'a***@example.in',
      changedAt: iso,
      supportUrl: 'http://s',
      locale
    }),
    mobileChanged: mobileChangedEmail({
      fullName: 'Arjun',
      newMobile: '98******10',
      changedAt: iso,
      resetUrl: 'http://r',
      locale
    }),
    welcome: welcomeEmail({
      fullName: 'Arjun',
      premiumUntil: iso,
      dashboardUrl: 'http://d',
      unsubscribe,
      locale
    }),
    premiumActivated: premiumActivatedEmail({
      fullName: 'Arjun',
      premiumUntil: iso,
      amount: 100000,
      subscriptionUrl: 'http://s',
      locale
    }),
    contactAck: contactAcknowledgementEmail({ ticket: 'T1234567', url: 'http://t', locale }),
    ticketOpened: ticketOpenedEmail({
      ticket: 'T1234567',
      replyDueBy: new Date(iso),
      grievance: true,
      url: 'http://t',
      locale
    }),
    ticketReply: ticketReplyEmail({
      ticket: 'T1234567',
      greetingName: 'Arjun',
      authorName: 'Asha',
      text: 'Done.',
      resolved: true,
      url: 'http://t',
      locale
    }),
    unreadMessages: unreadMessagesEmail({
      fullName: 'Arjun',
      senderName: 'Priya S.',
      url: 'http://m',
      unsubscribe,
      locale
    }),
    interestReceived: memberEmails.interestReceived({ ...base, senderName: 'Priya S.' }),
    interestAccepted: memberEmails.interestAccepted({ ...base, name: 'Priya Sharma' }),
    interestDeclined: memberEmails.interestDeclined({ ...base, name: 'Priya S.' }),
    profileViewed: memberEmails.profileViewed({ ...base, viewedAt: iso }),
    premiumEnding: memberEmails.premiumEnding({ ...base, endDate: iso }),
    premiumEnded: memberEmails.premiumEnded(base),
    contactUnlocked: memberEmails.contactUnlocked(base),
    reportReceived: memberEmails.reportReceived({ ...base, ticketNumber: 'RPT-1' }),
    profileApproved: memberEmails.profileApproved(base),
    profileRejected: memberEmails.profileRejected({ ...base, reason: null }),
    photoVerified: memberEmails.photoVerified(base),
    photoCheckRejected: memberEmails.photoCheckRejected({ ...base, reason: null }),
    reportActioned: memberEmails.reportResolved({ ...base, ticketNumber: 'RPT-1', outcome: 'actioned' }),
    reportDismissed: memberEmails.reportResolved({ ...base, ticketNumber: 'RPT-1', outcome: 'dismissed' }),
    memberWarned: memberEmails.memberWarned({ ...base, termsUrl: 'http://t' })
  };
}

describe('e-mails and SMS in the recipient’s language', () => {
  it('translates every message: Hindi and Tamil differ from English and are in their script', () => {
    const en = catalogue('en');
    for (const locale of ['hi', 'ta'] as const) {
      const translated = catalogue(locale);
      for (const [id, english] of Object.entries(en)) {
        expect(translated[id], `${locale} ${id}`).to.not.equal(english);
        expect(translated[id], `${locale} ${id}`).to.match(SCRIPT[locale]);
      }
    }
  });

  for (const locale of ['hi', 'ta'] as const) {
    it(`writes every e-mail in ${locale}: subject, greeting, body, button and footer; <html lang>, Content-Language`, () => {
      const english = everyEmail('en');
      for (const [name, mail] of Object.entries(everyEmail(locale))) {
        expect(mail.subject, name).to.match(SCRIPT[locale]);
        expect(mail.text, name).to.match(SCRIPT[locale]);
        expect(mail.html, name).to.contain(`<html lang="${locale}">`);
        expect(mail.headers?.['Content-Language'], name).to.equal(`${locale}-IN`);
        // No English sentence of the same e-mail is left (the names, links and brand are the same in every language).
        const englishLines = english[name]!.text.split('\n').filter((line) => / [a-z]+ [a-z]+ /.test(line));
        for (const line of englishLines) expect(mail.text, name).to.not.contain(line);
        // Links stay as they were: the unsubscribe link and its list headers are the same in every language.
        expect(mail.headers?.['List-Unsubscribe'], name).to.equal(
          english[name]!.headers?.['List-Unsubscribe']
        );
      }
      // Money with Indian grouping, dates in the language.
      expect(everyEmail(locale).premiumActivated!.text).to.contain('₹1,00,000');
      expect(everyEmail(locale).premiumEnding!.subject).to.not.contain('Dec');
    });

    it(`writes the OTP SMS in ${locale} with the code first and the autofill line unchanged`, () => {
      const english = otpSms('482916', { host: 'matrimony.example', validMinutes: 10 }).text;
      const text = otpSms('482916', { host: 'matrimony.example', validMinutes: 10, locale }).text;
      expect(text)
        .to.match(/^482916 /)
        .and.match(SCRIPT[locale]);
      expect(text).to.contain('Matrimony').and.contain('10');
      expect(text.split('\n').at(-1)).to.equal('@matrimony.example #482916');
      expect(text.split('\n').at(-1)).to.equal(english.split('\n').at(-1));
      expect(text.split('\n').at(-2)).to.equal('');
      expect(existingAccountSms('http://localhost:8080/signin', locale).text)
        .to.match(SCRIPT[locale])
        .and.contain('http://localhost:8080/signin');
    });

    it(`writes the in-app notifications in ${locale}`, () => {
      const texts = [
        notificationTexts.interestReceived('Priya S.', locale),
        notificationTexts.premiumStarted(true, iso, locale),
        notificationTexts.premiumPaid(1499, locale),
        notificationTexts.profileRejected('Blurry photo', locale),
        notificationTexts.mobileChanged('98******10', locale),
        ticketReplyNotification('T1234567', locale)
      ];
      for (const { text } of texts) expect(text).to.match(SCRIPT[locale]);
      expect(notificationTexts.premiumPaid(1499, locale).text).to.contain('₹1,499');
    });
  }

  it('keeps English as it was when no language is given', () => {
    for (const locale of LOCALE_CODES) expect(Object.keys(everyEmail(locale))).to.have.length(26);
    expect(otpSms('482916', { host: 'localhost', validMinutes: 10 }).text).to.equal(
      '482916 is your Matrimony verification code, valid for 10 minutes. Do not share it with anyone, not even our staff.\n\n@localhost #482916'
    );
    expect(notificationTexts.premiumPaid(1499).text).to.equal(
      'Payment of ₹1499 received. Your receipt is on your Premium page.'
    );
    expect(everyEmail('en').welcome!.html).to.contain('<html lang="en">');
  });
});

describe('catalog texts inside e-mails and notices (catalogText)', () => {
  it('writes a moderator’s rejection reason in the member’s language, and keeps English as it was', () => {
    const reason =
      'Your profile text contains contact details (a phone number, e-mail, link or social handle). Please remove them: members reach each other through interests.';
    expect(notificationTexts.profileRejected(reason).text).to.equal(`Your profile needs a change: ${reason}`);
    const hindi = notificationTexts.profileRejected(reason, 'hi').text;
    expect(hindi).to.match(/^आपकी प्रोफ़ाइल में बदलाव ज़रूरी है: /);
    expect(hindi).to.not.contain('contact details');
  });
});
