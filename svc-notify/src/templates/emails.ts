import { PREMIUM_PRICE_INR, SUPPORT_REPLY_HOURS } from '@matrimony/catalog/constants';
import { type Locale } from '@matrimony/i18n/codes';
import {
  greeting,
  indianDate,
  indianDateTime,
  oneLine,
  renderEmail,
  rupees,
  SITE_NAME,
  type Rendered,
  type Unsubscribe
} from './layout';
import { t } from './messages';

const site = SITE_NAME;

/** The language an e-mail is written in: the member's (their settings), else English. */
export interface InLocale {
  locale?: Locale;
}

export function passwordResetEmail(
  input: { fullName: string; resetUrl: string; expiresAt: string } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.passwordReset.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [t(locale, 'email.passwordReset.body')],
    action: { label: t(locale, 'email.passwordReset.action'), url: input.resetUrl },
    after: [
      t(locale, 'email.link.expires', { date: indianDateTime(input.expiresAt, locale) }),
      t(locale, 'email.passwordReset.ignore')
    ]
  });
}

/** A security notice: sent whatever the member's e-mail settings are. */
export function passwordChangedEmail(
  input: { fullName: string; changedAt: string; resetUrl: string } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.passwordChanged.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [
      t(locale, 'email.passwordChanged.body', { site, date: indianDateTime(input.changedAt, locale) }),
      t(locale, 'email.security.wasYou')
    ],
    action: { label: t(locale, 'email.security.notMeReset'), url: input.resetUrl },
    after: [t(locale, 'email.security.resetAndWrite')]
  });
}

/** To the new address a member typed on /settings: the link that makes it the account's address. */
export function emailChangeConfirmEmail(
  input: { fullName: string; confirmUrl: string; expiresAt: string } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.emailChange.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [t(locale, 'email.emailChange.body', { site })],
    action: { label: t(locale, 'email.emailChange.action'), url: input.confirmUrl },
    after: [
      t(locale, 'email.link.expires', { date: indianDateTime(input.expiresAt, locale) }),
      t(locale, 'email.emailChange.ignore')
    ]
  });
}

/**
 * A security notice to the old address: sent whatever the member's e-mail settings are. The new address shows
 * masked only (this mailbox may no longer be the member's).
 */
export function emailChangedEmail(
  input: { fullName: string; newEmail: string; changedAt: string; supportUrl: string } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.emailChanged.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [
      t(locale, 'email.emailChanged.body', {
        site,
        email: input.newEmail,
        date: indianDateTime(input.changedAt, locale)
      }),
      t(locale, 'email.security.wasYou')
    ],
    action: { label: t(locale, 'email.emailChanged.action'), url: input.supportUrl },
    after: [t(locale, 'email.emailChanged.after')]
  });
}

/** A security notice to the account's e-mail: sent whatever the member's e-mail settings are. */
export function mobileChangedEmail(
  input: { fullName: string; newMobile: string; changedAt: string; resetUrl: string } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.mobileChanged.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [
      t(locale, 'email.mobileChanged.body', {
        site,
        mobile: input.newMobile,
        date: indianDateTime(input.changedAt, locale)
      }),
      t(locale, 'email.security.wasYou')
    ],
    action: { label: t(locale, 'email.security.notMeReset'), url: input.resetUrl },
    after: [t(locale, 'email.security.resetAndWrite')]
  });
}

/** The welcome-offer e-mail (category premium, so it carries the unsubscribe footer and headers). */
export function welcomeEmail(
  input: {
    fullName: string;
    premiumUntil: string | null;
    dashboardUrl: string;
    unsubscribe?: Unsubscribe;
  } & InLocale
): Rendered {
  const { locale } = input;
  const premium = input.premiumUntil
    ? t(locale, 'email.welcome.premium', { date: indianDate(input.premiumUntil, locale) })
    : t(locale, 'email.welcome.ready');
  return renderEmail({
    locale,
    subject: t(locale, 'email.welcome.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [t(locale, 'email.welcome.created', { site }), premium],
    action: { label: t(locale, 'email.welcome.action'), url: input.dashboardUrl },
    after: [t(locale, 'email.welcome.review')],
    unsubscribe: input.unsubscribe
  });
}

/** The receipt of a Premium purchase: transactional, sent whatever the member's settings are. */
export function premiumActivatedEmail(
  input: {
    fullName: string;
    premiumUntil: string | null;
    amount: number;
    subscriptionUrl: string;
  } & InLocale
): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.premiumActivated.subject', { site }),
    greeting: greeting(input.fullName, locale),
    paragraphs: [
      input.premiumUntil
        ? t(locale, 'email.premiumActivated.activeUntil', { date: indianDate(input.premiumUntil, locale) })
        : t(locale, 'email.premiumActivated.active'),
      t(locale, 'email.premiumActivated.amount', {
        amount: rupees(input.amount, locale),
        price: rupees(PREMIUM_PRICE_INR, locale)
      })
    ],
    action: { label: t(locale, 'email.premiumActivated.action'), url: input.subscriptionUrl }
  });
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact message as the support mailbox receives it (reply goes to the sender): for staff, in English. */
export function contactForwardEmail(input: ContactInput & { id: string; ticket: string }): Rendered {
  return renderEmail({
    subject: `Contact form: ${oneLine(input.subject)}`,
    greeting: `New message from ${oneLine(input.name)} <${input.email}>`,
    paragraphs: [
      `Subject: ${input.subject}`,
      input.message,
      `Ticket: ${input.ticket} (reference ${input.id})`,
      'Answer it in the help desk console, where the reply reaches the sender with their ticket link.'
    ]
  });
}

/**
 * The acknowledgement to the address given in the contact form. Anyone can type any address there, so
 * it carries nothing the sender wrote (no name, subject or message): a fixed thank-you and the ticket.
 */
export function contactAcknowledgementEmail(input: { ticket: string; url: string } & InLocale): Rendered {
  const { locale } = input;
  return renderEmail({
    locale,
    subject: t(locale, 'email.ticket.received.message', { ticket: input.ticket }),
    greeting: greeting(null, locale),
    paragraphs: [
      t(locale, 'email.contactAck.body', { site, ticket: input.ticket, hours: SUPPORT_REPLY_HOURS })
    ],
    action: { label: t(locale, 'email.ticket.see'), url: input.url },
    after: [t(locale, 'email.ticket.notYou')]
  });
}
