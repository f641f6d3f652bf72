// What the in-app notifications say (the list and the header's bell). Other members are named as the
// site shows them (docs/product-rules.md#who-sees-what): first name and initial, the full name once the two are a mutual match.
// A profile view is stored without the viewer's name: only premium members may see who viewed them
// (docs/product-rules.md#profile-views), so the list names the viewer (`profileViewedBy`) when a premium reader reads it.
// The outcome of a report never names the reported member either.
import { MESSAGE_REPORT_OUTCOME_TEXTS, type MessageReportOutcome } from '@matrimony/catalog/conversations';
import { type NotificationCategory } from '@matrimony/catalog/notifications';
import { indianDate, indianShortDate } from './layout';

export interface NotificationContent {
  category: NotificationCategory;
  text: string;
  link: string;
}

export const notificationTexts = {
  interestReceived: (name: string): NotificationContent => ({
    category: 'interest-received',
    text: `${name} sent you an interest.`,
    link: '/interest-received'
  }),
  interestAccepted: (name: string): NotificationContent => ({
    category: 'interest-accepted',
    text: `${name} accepted your interest. You are now a mutual match.`,
    link: '/mutual-matches'
  }),
  interestDeclined: (name: string): NotificationContent => ({
    category: 'interest-declined',
    text: `${name} declined your interest.`,
    link: '/interest-sent?status=declined'
  }),
  profileViewed: (): NotificationContent => ({
    category: 'profile-viewed',
    text: 'A member viewed your profile.',
    link: '/profile-views'
  }),
  profileViewedBy: (name: string, profileId: string): NotificationContent => ({
    category: 'profile-viewed',
    text: `${name} viewed your profile.`,
    link: `/profile/${profileId}`
  }),
  premiumStarted: (welcome: boolean, until: string | null): NotificationContent => ({
    category: 'premium',
    text: welcome
      ? `Welcome! Your free month of Premium is active${until ? ` until ${indianDate(until)}` : ''}.`
      : `Your Premium membership is active${until ? ` until ${indianDate(until)}` : ''}.`,
    link: '/subscription'
  }),
  premiumEnding: (endDate: string): NotificationContent => ({
    category: 'premium',
    text: `Your Premium ends on ${indianShortDate(endDate)}. Renew to keep contact details and horoscopes.`,
    link: '/subscription'
  }),
  premiumEnded: (): NotificationContent => ({
    category: 'premium',
    text: 'Your Premium membership has ended. Renew to see contact details again.',
    link: '/subscription'
  }),
  premiumPaid: (amount: number): NotificationContent => ({
    category: 'payment-receipt',
    text: `Payment of ₹${amount} received. Your receipt is on your Premium page.`,
    link: '/subscription'
  }),
  contactUnlocked: (profileId: string): NotificationContent => ({
    category: 'payment-receipt',
    text: 'Payment received: the contact details of this profile are yours to see any time.',
    link: `/profile/${profileId}`
  }),
  reportReceived: (ticketNumber: string): NotificationContent => ({
    category: 'report',
    text: `We received your report (ticket ${ticketNumber}). Our team reviews every report and acts on it within 15 days.`,
    link: '/help-support'
  }),
  // Moderation: not switchable (catalog; docs/product-rules.md#notifications).
  profileApproved: (): NotificationContent => ({
    category: 'moderation',
    text: 'Your profile is approved. Other members can now see it.',
    link: '/my-profile'
  }),
  /** The list shows a reason of any length shortened; the e-mail carries it whole (`rejectionSentence`). */
  profileRejected: (reason: string | null): NotificationContent => ({
    category: 'moderation',
    text: shortened(rejectionSentence(reason)),
    link: '/edit-profile'
  }),
  photoVerified: (): NotificationContent => ({
    category: 'moderation',
    text: 'Your photo is verified. Members now see the Photo verified badge on your profile.',
    link: '/my-profile'
  }),
  photoCheckRejected: (reason: string | null): NotificationContent => ({
    category: 'moderation',
    text: shortened(photoCheckRejectionSentence(reason)),
    link: '/settings/verification/selfie'
  }),
  reportResolved: (ticketNumber: string, outcome: 'dismissed' | 'actioned'): NotificationContent => ({
    category: 'report',
    text:
      outcome === 'actioned'
        ? `We acted on your report ${ticketNumber}. Thank you for helping keep the site safe.`
        : `We reviewed your report ${ticketNumber} and found no breach of our rules.`,
    link: '/help-support'
  }),
  /** A report of a message is known to the reporter by its day (it has no ticket). */
  messageReportResolved: (outcome: MessageReportOutcome, reportedAt: Date): NotificationContent => ({
    category: 'report',
    text: MESSAGE_REPORT_OUTCOME_TEXTS[outcome](indianShortDate(reportedAt)),
    link: '/messages'
  }),
  memberWarned: (): NotificationContent => ({
    category: 'moderation',
    text: 'A warning about your conduct was issued.',
    link: '/help-support'
  }),
  // Security notices: not switchable. The new address or number shows masked, as in the e-mails.
  emailChanged: (maskedEmail: string): NotificationContent => ({
    category: 'security',
    text: `Your e-mail address was changed to ${maskedEmail}. If this was not you, contact our support team at once.`,
    link: '/settings#account'
  }),
  mobileChanged: (maskedMobile: string): NotificationContent => ({
    category: 'security',
    text: `Your mobile number was changed to ${maskedMobile}. Sign in with the new number from now on.`,
    link: '/settings#account'
  })
};

/** What a rejection tells the member, the administrator's reason whole (written to them: catalog `MODERATION_REJECT_REASONS`). */
/** Why a selfie was not verified, as the member reads it. */
export function photoCheckRejectionSentence(reason: string | null): string {
  const text = reason?.trim();
  return text
    ? `Your selfie could not be verified: ${text}`
    : 'Your selfie could not be verified. Please take a new one.';
}

export function rejectionSentence(reason: string | null): string {
  const text = reason?.trim();
  return text
    ? `Your profile needs a change: ${text}`
    : 'Your profile needs a change before other members can see it.';
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
