// The e-mails that go with in-app notifications: each opens with the notification's own sentence
// (src/templates/notifications.ts), so the site and the inbox say the same thing. Those of a switchable
// category carry the unsubscribe footer and list headers; receipts and report acknowledgements do not.
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { type Locale } from '@matrimony/i18n/codes';
import {
  greeting,
  indianDate,
  indianShortDate,
  renderEmail,
  rupees,
  SITE_NAME,
  type Rendered,
  type Unsubscribe
} from './layout';
import { t, type TemplateMessageId } from './messages';
import { photoCheckRejectionSentence, rejectionSentence, type NotificationContent } from './notifications';

const site = SITE_NAME;

export interface NewsEmailInput {
  /** The recipient's name for the greeting. */
  fullName: string;
  /** The in-app notification this e-mail goes with (in the recipient's language). */
  news: NotificationContent;
  /** The notification's link on the public site (absolute). */
  url: string;
  unsubscribe?: Unsubscribe;
  /** The recipient's language (their settings); English by default. */
  locale?: Locale;
}

/** `opening` replaces the notification's sentence where the e-mail says it whole (a rejection's reason). */
function newsEmail(
  input: NewsEmailInput,
  parts: { subject: string; opening?: string; more: string[]; action: string; after?: string[] }
): Rendered {
  return renderEmail({
    locale: input.locale,
    subject: parts.subject,
    greeting: greeting(input.fullName, input.locale),
    paragraphs: [parts.opening ?? input.news.text, ...parts.more],
    action: { label: parts.action, url: input.url },
    after: parts.after,
    unsubscribe: input.unsubscribe
  });
}

/**
 * The rules a warning reminds the member of: a short quote of the Terms of Service, section 5 "What you must
 * not do" (mf-public TermsOfServicePage), whose section 6 says accounts that break them may be suspended.
 */
const CONDUCT_RULES: TemplateMessageId[] = [
  'email.memberWarned.rule.impersonate',
  'email.memberWarned.rule.money',
  'email.memberWarned.rule.abuse',
  'email.memberWarned.rule.details'
];

export const memberEmails = {
  interestReceived: (input: NewsEmailInput & { senderName: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.interestReceived.subject', { name: input.senderName }),
      more: [t(input.locale, 'email.interestReceived.more')],
      action: t(input.locale, 'email.interestReceived.action')
    }),
  interestAccepted: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.interestAccepted.subject', { name: input.name }),
      more: [],
      action: t(input.locale, 'email.interestAccepted.action')
    }),
  interestDeclined: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.interestDeclined.subject', { name: input.name }),
      more: [t(input.locale, 'email.interestDeclined.more')],
      action: t(input.locale, 'email.interestDeclined.action')
    }),
  /** Never names the viewer: only premium members see who viewed them, on the site. */
  profileViewed: (input: NewsEmailInput & { viewedAt: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.profileViewed.subject'),
      more: [t(input.locale, 'email.profileViewed.more', { date: indianDate(input.viewedAt, input.locale) })],
      action: t(input.locale, 'email.profileViewed.action')
    }),
  premiumEnding: (input: NewsEmailInput & { endDate: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.premiumEnding.subject', {
        site,
        date: indianShortDate(input.endDate, input.locale)
      }),
      more: [t(input.locale, 'email.premiumEnding.more', { price: rupees(PREMIUM_PRICE_INR, input.locale) })],
      action: t(input.locale, 'email.action.renewPremium')
    }),
  premiumEnded: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.premiumEnded.subject', { site }),
      more: [t(input.locale, 'email.premiumEnded.more', { price: rupees(PREMIUM_PRICE_INR, input.locale) })],
      action: t(input.locale, 'email.action.renewPremium')
    }),
  contactUnlocked: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.contactUnlocked.subject'),
      more: [t(input.locale, 'email.contactUnlocked.more')],
      action: t(input.locale, 'email.contactUnlocked.action')
    }),
  reportReceived: (input: NewsEmailInput & { ticketNumber: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.reportReceived.subject', { ticket: input.ticketNumber }),
      more: [t(input.locale, 'email.reportReceived.more')],
      action: t(input.locale, 'email.action.helpSupport')
    }),
  // Moderation: the member's own account, so never with an unsubscribe link (catalog: not switchable).
  profileApproved: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.profileApproved.subject'),
      more: [t(input.locale, 'email.profileApproved.more')],
      action: t(input.locale, 'email.action.seeProfile')
    }),
  /** The reason whole (the notification may shorten it), and what it means until the profile is approved again. */
  profileRejected: (input: NewsEmailInput & { reason: string | null }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.profileRejected.subject'),
      opening: rejectionSentence(input.reason, input.locale),
      more: [
        t(input.locale, 'email.profileRejected.hidden'),
        t(input.locale, 'email.profileRejected.review', { hours: MODERATION_TARGET_HOURS })
      ],
      action: t(input.locale, 'email.profileRejected.action')
    }),
  photoVerified: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.photoVerified.subject'),
      more: [t(input.locale, 'email.photoVerified.deleted'), t(input.locale, 'email.photoVerified.badge')],
      action: t(input.locale, 'email.action.seeProfile')
    }),
  /** The reason whole (the notification may shorten it). */
  photoCheckRejected: (input: NewsEmailInput & { reason: string | null }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.photoCheckRejected.subject'),
      opening: photoCheckRejectionSentence(input.reason, input.locale),
      more: [t(input.locale, 'email.photoCheckRejected.more')],
      action: t(input.locale, 'email.photoCheckRejected.action')
    }),
  /** By ticket number only: never the reported member, nor what was done about their account. */
  reportResolved: (input: NewsEmailInput & { ticketNumber: string; outcome: 'dismissed' | 'actioned' }) =>
    newsEmail(input, {
      subject:
        input.outcome === 'actioned'
          ? t(input.locale, 'email.reportResolved.subject.actioned', { ticket: input.ticketNumber })
          : t(input.locale, 'email.reportResolved.subject.dismissed', { ticket: input.ticketNumber }),
      more: [
        input.outcome === 'actioned'
          ? t(input.locale, 'email.reportResolved.actioned')
          : t(input.locale, 'email.reportResolved.dismissed')
      ],
      action: t(input.locale, 'email.action.helpSupport')
    }),
  memberWarned: (input: NewsEmailInput & { termsUrl: string }) =>
    newsEmail(input, {
      subject: t(input.locale, 'email.memberWarned.subject', { site }),
      more: [
        t(input.locale, 'email.memberWarned.reported'),
        `${t(input.locale, 'email.memberWarned.mustNot', { site })}\n${CONDUCT_RULES.map((rule) => `• ${t(input.locale, rule)}`).join('\n')}`,
        t(input.locale, 'email.memberWarned.suspension'),
        t(input.locale, 'email.memberWarned.mistake')
      ],
      action: t(input.locale, 'email.action.helpSupport'),
      after: [t(input.locale, 'email.memberWarned.terms', { url: input.termsUrl })]
    })
};
