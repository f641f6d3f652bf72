// The e-mails that go with in-app notifications (issue 18): each opens with the notification's own sentence
// (src/templates/notifications.ts), so the site and the inbox say the same thing. Those of a switchable
// category carry the unsubscribe footer and list headers; receipts and report acknowledgements do not.
import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { indianDate, renderEmail, SITE_NAME, type Rendered, type Unsubscribe } from './layout';
import { type NotificationContent } from './notifications';

export interface NewsEmailInput {
  /** The recipient's name for the greeting. */
  fullName: string;
  /** The in-app notification this e-mail goes with. */
  news: NotificationContent;
  /** The notification's link on the public site (absolute). */
  url: string;
  unsubscribe?: Unsubscribe;
}

function newsEmail(input: NewsEmailInput, parts: { subject: string; more: string[]; action: string }): Rendered {
  return renderEmail({
    subject: parts.subject,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [input.news.text, ...parts.more],
    action: { label: parts.action, url: input.url },
    unsubscribe: input.unsubscribe
  });
}

export const memberEmails = {
  interestReceived: (input: NewsEmailInput & { senderName: string }) =>
    newsEmail(input, {
      subject: `${input.senderName} sent you an interest`,
      more: ['See their profile, then accept or decline the interest.'],
      action: 'See the interest'
    }),
  interestAccepted: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, { subject: `${input.name} accepted your interest`, more: [], action: 'See your mutual matches' }),
  interestDeclined: (input: NewsEmailInput & { name: string }) =>
    newsEmail(input, { subject: `${input.name} declined your interest`, more: ['Many more members are waiting to be found.'], action: 'See your sent interests' }),
  /** Never names the viewer: only premium members see who viewed them, on the site. */
  profileViewed: (input: NewsEmailInput & { viewedAt: string }) =>
    newsEmail(input, {
      subject: 'A member viewed your profile',
      more: [`It was on ${indianDate(input.viewedAt)}. Premium members can see who viewed their profile.`],
      action: 'See your profile views'
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
    })
};
