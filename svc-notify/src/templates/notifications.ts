// What the in-app notifications say (the list and the header's bell). Other members are named as the
// site shows them (decisions): first name and initial, the full name once the two are a mutual match.
// A profile view never names the viewer: only premium members may see who viewed them (/profile-views).
import { type NotificationCategory } from '@matrimony/catalog/notifications';
import { indianDate } from './layout';

export interface NotificationContent {
  category: NotificationCategory;
  text: string;
  link: string;
}

export const notificationTexts = {
  interestReceived: (name: string): NotificationContent => ({ category: 'interest-received', text: `${name} sent you an interest.`, link: '/interest-received' }),
  interestAccepted: (name: string): NotificationContent => ({
    category: 'interest-accepted',
    text: `${name} accepted your interest. You are now a mutual match.`,
    link: '/mutual-matches'
  }),
  interestDeclined: (name: string): NotificationContent => ({ category: 'interest-declined', text: `${name} declined your interest.`, link: '/interest-sent?status=declined' }),
  profileViewed: (): NotificationContent => ({ category: 'profile-viewed', text: 'A member viewed your profile.', link: '/profile-views' }),
  premiumStarted: (welcome: boolean, until: string | null): NotificationContent => ({
    category: 'premium',
    text: welcome
      ? `Welcome! Your free month of Premium is active${until ? ` until ${indianDate(until)}` : ''}.`
      : `Your Premium membership is active${until ? ` until ${indianDate(until)}` : ''}.`,
    link: '/subscription'
  }),
  premiumEnded: (): NotificationContent => ({ category: 'premium', text: 'Your Premium membership has ended. Renew to see contact details again.', link: '/subscription' }),
  premiumPaid: (amount: number): NotificationContent => ({ category: 'payment-receipt', text: `Payment of ₹${amount} received. Your receipt is on your Premium page.`, link: '/subscription' }),
  contactUnlocked: (profileId: string): NotificationContent => ({
    category: 'payment-receipt',
    text: 'Payment received: the contact details of this profile are yours to see any time.',
    link: `/profile/${profileId}`
  }),
  reportReceived: (ticketNumber: string): NotificationContent => ({
    category: 'report',
    text: `We received your report (ticket ${ticketNumber}). Our team reviews every report and acts on it within 15 days.`,
    link: '/help-support'
  })
};

/** The name shown for a member who may be gone (their account deleted before the event was handled). */
export const UNKNOWN_MEMBER_NAME = 'A member';
