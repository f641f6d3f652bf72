// What the in-app notifications say (the list and the header's bell). Other members are named as the
// site shows them (docs/product-rules.md#who-sees-what): first name and initial, the full name once the two are a mutual match.
// A profile view is stored without the viewer's name: only premium members may see who viewed them
// (docs/product-rules.md#profile-views), so the list names the viewer (`profileViewedBy`) when a premium reader reads it.
// The outcome of a report never names the reported member either.
import { type MessageReportOutcome } from '@matrimony/catalog/conversations';
import { catalogText } from '@matrimony/catalog/catalog-text';
import { type NotificationCategory } from '@matrimony/catalog/notifications';
import { type Locale } from '@matrimony/i18n/codes';
import { indianDate, indianShortDate, rupees } from './layout';
import { t } from './messages';

export interface NotificationContent {
  category: NotificationCategory;
  text: string;
  link: string;
}

export const notificationTexts = {
  interestReceived: (name: string, locale?: Locale): NotificationContent => ({
    category: 'interest-received',
    text: t(locale, 'notification.interestReceived', { name }),
    link: '/interest-received'
  }),
  interestAccepted: (name: string, locale?: Locale): NotificationContent => ({
    category: 'interest-accepted',
    text: t(locale, 'notification.interestAccepted', { name }),
    link: '/mutual-matches'
  }),
  interestDeclined: (name: string, locale?: Locale): NotificationContent => ({
    category: 'interest-declined',
    text: t(locale, 'notification.interestDeclined', { name }),
    link: '/interest-sent?status=declined'
  }),
  profileViewed: (locale?: Locale): NotificationContent => ({
    category: 'profile-viewed',
    text: t(locale, 'notification.profileViewed'),
    link: '/profile-views'
  }),
  profileViewedBy: (name: string, profileId: string, locale?: Locale): NotificationContent => ({
    category: 'profile-viewed',
    text: t(locale, 'notification.profileViewedBy', { name }),
    link: `/profile/${profileId}`
  }),
  premiumStarted: (welcome: boolean, until: string | null, locale?: Locale): NotificationContent => ({
    category: 'premium',
    text: until
      ? t(locale, welcome ? 'notification.premiumWelcomeUntil' : 'notification.premiumActiveUntil', {
          date: indianDate(until, locale)
        })
      : t(locale, welcome ? 'notification.premiumWelcome' : 'notification.premiumActive'),
    link: '/subscription'
  }),
  premiumEnding: (endDate: string, locale?: Locale): NotificationContent => ({
    category: 'premium',
    text: t(locale, 'notification.premiumEnding', { date: indianShortDate(endDate, locale) }),
    link: '/subscription'
  }),
  premiumEnded: (locale?: Locale): NotificationContent => ({
    category: 'premium',
    text: t(locale, 'notification.premiumEnded'),
    link: '/subscription'
  }),
  premiumPaid: (amount: number, locale?: Locale): NotificationContent => ({
    category: 'payment-receipt',
    text: t(locale, 'notification.premiumPaid', { amount: rupees(amount, locale) }),
    link: '/subscription'
  }),
  contactUnlocked: (profileId: string, locale?: Locale): NotificationContent => ({
    category: 'payment-receipt',
    text: t(locale, 'notification.contactUnlocked'),
    link: `/profile/${profileId}`
  }),
  reportReceived: (ticketNumber: string, locale?: Locale): NotificationContent => ({
    category: 'report',
    text: t(locale, 'notification.reportReceived', { ticket: ticketNumber }),
    link: '/help-support'
  }),
  // Moderation: not switchable (catalog; docs/product-rules.md#notifications).
  profileApproved: (locale?: Locale): NotificationContent => ({
    category: 'moderation',
    text: t(locale, 'notification.profileApproved'),
    link: '/my-profile'
  }),
  /** The list shows a reason of any length shortened; the e-mail carries it whole (`rejectionSentence`). */
  profileRejected: (reason: string | null, locale?: Locale): NotificationContent => ({
    category: 'moderation',
    text: shortened(rejectionSentence(reason, locale)),
    link: '/edit-profile'
  }),
  photoVerified: (locale?: Locale): NotificationContent => ({
    category: 'moderation',
    text: t(locale, 'notification.photoVerified'),
    link: '/my-profile'
  }),
  photoCheckRejected: (reason: string | null, locale?: Locale): NotificationContent => ({
    category: 'moderation',
    text: shortened(photoCheckRejectionSentence(reason, locale)),
    link: '/settings/verification/selfie'
  }),
  reportResolved: (
    ticketNumber: string,
    outcome: 'dismissed' | 'actioned',
    locale?: Locale
  ): NotificationContent => ({
    category: 'report',
    text: t(locale, outcome === 'actioned' ? 'notification.reportActioned' : 'notification.reportDismissed', {
      ticket: ticketNumber
    }),
    link: '/help-support'
  }),
  /**
   * A report of a message is known to the reporter by its day (it has no ticket); the outcome's sentence names that
   * day in the reader's language.
   */
  messageReportResolved: (
    outcome: MessageReportOutcome,
    reportedAt: Date,
    locale?: Locale
  ): NotificationContent => ({
    category: 'report',
    text: t(
      locale,
      outcome === 'actioned' ? 'notification.messageReportActioned' : 'notification.messageReportDismissed',
      { reportedOn: indianShortDate(reportedAt, locale) }
    ),
    link: '/messages'
  }),
  memberWarned: (locale?: Locale): NotificationContent => ({
    category: 'moderation',
    text: t(locale, 'notification.memberWarned'),
    link: '/help-support'
  }),
  // Security notices: not switchable. The new address or number shows masked, as in the e-mails.
  emailChanged: (maskedEmail: string, locale?: Locale): NotificationContent => ({
    category: 'security',
    text: t(locale, 'notification.emailChanged', { email: maskedEmail }),
    link: '/settings#account'
  }),
  mobileChanged: (maskedMobile: string, locale?: Locale): NotificationContent => ({
    category: 'security',
    text: t(locale, 'notification.mobileChanged', { mobile: maskedMobile }),
    link: '/settings#account'
  })
};

/** What a rejection tells the member, the administrator's reason whole (written to them: catalog `MODERATION_REJECT_REASONS`). */
/** Why a selfie was not verified, as the member reads it. */
export function photoCheckRejectionSentence(reason: string | null, locale?: Locale): string {
  const text = reason?.trim();
  return text
    ? t(locale, 'notification.selfieRejectedBecause', { reason: catalogText(locale ?? 'en', text) })
    : t(locale, 'notification.selfieRejected');
}

export function rejectionSentence(reason: string | null, locale?: Locale): string {
  const text = reason?.trim();
  return text
    ? t(locale, 'notification.profileRejectedBecause', { reason: catalogText(locale ?? 'en', text) })
    : t(locale, 'notification.profileRejected');
}

/** The longest text the list and the bell show; every catalog rejection reason fits whole. */
export const NOTIFICATION_TEXT_MAX = 240;

function shortened(text: string): string {
  if (text.length <= NOTIFICATION_TEXT_MAX) return text;
  const cut = text.slice(0, NOTIFICATION_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTIFICATION_TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The name shown for a member who may be gone (their account deleted before the event was handled). */
export const UNKNOWN_MEMBER_NAME = 'A member';

/** UNKNOWN_MEMBER_NAME in the reader's language. */
export const unknownMemberName = (locale?: Locale) => t(locale, 'notification.unknownMember');
