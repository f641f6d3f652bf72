// The e-mails that go with in-app notifications: each opens with the notification's own sentence
// (src/templates/notifications.ts), so the site and the inbox say the same thing. Those of a switchable
// category carry the unsubscribe footer and list headers; receipts and report acknowledgements do not.
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import {
  indianDate,
  indianShortDate,
  renderEmail,
  SITE_NAME,
  type Rendered,
  type Unsubscribe
} from './layout';
import { photoCheckRejectionSentence, rejectionSentence, type NotificationContent } from './notifications';

export interface NewsEmailInput {
  /** The recipient's name for the greeting. */
  fullName: string;
  /** The in-app notification this e-mail goes with. */
  news: NotificationContent;
  /** The notification's link on the public site (absolute). */
  url: string;
  unsubscribe?: Unsubscribe;
}

/** `opening` replaces the notification's sentence where the e-mail says it whole (a rejection's reason). */
function newsEmail(
  input: NewsEmailInput,
  parts: { subject: string; opening?: string; more: string[]; action: string; after?: string[] }
): Rendered {
  return renderEmail({
    subject: parts.subject,
    greeting: `Hello ${input.fullName},`,
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
const CONDUCT_RULES = [
  'impersonate anyone, create fake profiles or use someone else’s photos;',
  'ask other members for money, gifts or financial information, or offer any commercial service;',
  'harass, threaten or abuse anyone, or post obscene, defamatory or hateful content;',
  'copy or collect other members’ details, or share the contact details you unlock with anyone else.'
];

export const memberEmails = {
  interestReceived: (input: NewsEmailInput & { senderName: string }) =>
    newsEmail(input, {
      subject: `${input.senderName} sent you an interest`,
      more: ['See their profile, then accept or decline the interest.'],
      action: 'See the interest'
    }),
  interestAccepted: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, {
      subject: `${input.name} accepted your interest`,
      more: [],
      action: 'See your mutual matches'
    }),
  interestDeclined: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, {
      subject: `${input.name} declined your interest`,
      more: ['Many more members are waiting to be found.'],
      action: 'See your sent interests'
    }),
  /** Never names the viewer: only premium members see who viewed them, on the site. */
  profileViewed: (input: NewsEmailInput & { viewedAt: string }) =>
    newsEmail(input, {
      subject: 'A member viewed your profile',
      more: [`It was on ${indianDate(input.viewedAt)}. Premium members can see who viewed their profile.`],
      action: 'See your profile views'
    }),
  premiumEnding: (input: NewsEmailInput & { endDate: string }) =>
    newsEmail(input, {
      subject: `Your ${SITE_NAME} Premium ends on ${indianShortDate(input.endDate)}`,
      more: [
        `After that your account moves to the free plan. A month of Premium is ₹${PREMIUM_PRICE_INR}; renewing before the end adds it to the days you have left.`
      ],
      action: 'Renew Premium'
    }),
  premiumEnded: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: `Your ${SITE_NAME} Premium has ended`,
      more: [`Your account is on the free plan now. Premium is ₹${PREMIUM_PRICE_INR} a month.`],
      action: 'Renew Premium'
    }),
  contactUnlocked: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: 'Payment received: contact details unlocked',
      more: ['Your receipt is on your Premium page.'],
      action: 'See the contact details'
    }),
  reportReceived: (input: NewsEmailInput & { ticketNumber: string }) =>
    newsEmail(input, {
      subject: `We received your report (ticket ${input.ticketNumber})`,
      more: ['Please quote the ticket number if you write to us about it.'],
      action: 'Help and support'
    }),
  // Moderation: the member's own account, so never with an unsubscribe link (catalog: not switchable).
  profileApproved: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: 'Your profile is approved',
      more: ['It now appears in search, Explore and recommendations, and members can send you interests.'],
      action: 'See your profile'
    }),
  /** The reason whole (the notification may shorten it), and what it means until the profile is approved again. */
  profileRejected: (input: NewsEmailInput & { reason: string | null }) =>
    newsEmail(input, {
      subject: 'Your profile needs a change',
      opening: rejectionSentence(input.reason),
      more: [
        'Until it is approved again, your profile is hidden from other members: they cannot find it or send you interests.',
        `Once you have changed it, our team reviews it again, usually within ${MODERATION_TARGET_HOURS} hours.`
      ],
      action: 'Edit your profile'
    }),
  photoVerified: (input: NewsEmailInput) =>
    newsEmail(input, {
      subject: 'Your photo is verified',
      more: [
        'Your selfie has been deleted: only the outcome is kept.',
        'If you change your main photo, the badge pauses until you take a new selfie.'
      ],
      action: 'See your profile'
    }),
  /** The reason whole (the notification may shorten it). */
  photoCheckRejected: (input: NewsEmailInput & { reason: string | null }) =>
    newsEmail(input, {
      subject: 'Your selfie could not be verified',
      opening: photoCheckRejectionSentence(input.reason),
      more: ['Your selfie has been deleted. You can take a new one at any time.'],
      action: 'Take a new selfie'
    }),
  /** By ticket number only: never the reported member, nor what was done about their account. */
  reportResolved: (input: NewsEmailInput & { ticketNumber: string; outcome: 'dismissed' | 'actioned' }) =>
    newsEmail(input, {
      subject:
        input.outcome === 'actioned'
          ? `We acted on your report ${input.ticketNumber}`
          : `We reviewed your report ${input.ticketNumber}`,
      more:
        input.outcome === 'actioned'
          ? ['What we do about another member’s account stays between them and us.']
          : [
              'If something new happens, report the profile again or write to us quoting the ticket number. You can always block a member: neither of you then sees the other.'
            ],
      action: 'Help and support'
    }),
  memberWarned: (input: NewsEmailInput & { termsUrl: string }) =>
    newsEmail(input, {
      subject: `A warning about your conduct on ${SITE_NAME}`,
      more: [
        'Other members reported your behaviour, and our team found that it breaks our Terms of Service.',
        `Members of ${SITE_NAME} must not:\n${CONDUCT_RULES.map((rule) => `• ${rule}`).join('\n')}`,
        'Repeated breaches lead to the suspension of your account: your profile is hidden from everyone and you cannot sign in. Serious ones can lead to its deletion.',
        'If you think this warning is a mistake, write to us.'
      ],
      action: 'Help and support',
      after: [`Our Terms of Service: ${input.termsUrl}`]
    })
};
