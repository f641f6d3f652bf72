// The dashboard's welcome checklist: which first steps are still open for the member, each in words they read and
// with the page where it is done. Pure, so the choice is tested without rendering.
import { MAX_PHOTOS, MODERATION_TARGET_HOURS, WELCOME_OFFER_AMOUNT_INR } from '@matrimony/catalog/constants';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { type Subscription } from '@matrimony/session';
import { dashboardText } from './messages';
import { formatDate } from './plan-summary';

export type ChecklistKey =
  | 'review'
  | 'welcome-month'
  | 'preferences'
  | 'photos'
  | 'verify-id'
  | 'verify-photo'
  | 'member-number';

export type ChecklistItem = {
  key: ChecklistKey;
  title: string;
  detail: string;
  /** The page where the step is done; none for the member number, which is copied where it is shown. */
  link?: { to: string; label: string };
};

export type ChecklistInput = {
  profile: Pick<
    OwnProfile,
    'moderationStatus' | 'moderationReason' | 'photos' | 'verification' | 'memberNumber'
  >;
  subscription: Pick<Subscription, 'planType' | 'amount' | 'endDate'> | null;
  /** From the billing service: premium, active, ending in the future. */
  isPremium: boolean;
  /** The partner preferences are still the guesses made at registration. */
  preferencesGuessed: boolean;
  /** The member has copied their member number (on this device). */
  memberNumberCopied: boolean;
};

/** The card's heading in the active language. */
export const welcomeChecklistHeading = () => dashboardText('dashboard.checklist.heading');

/** The confirm button's words and its toast, in the active language. */
export const confirmPreferencesText = () => ({
  button: dashboardText('dashboard.checklist.confirmButton'),
  confirmed: {
    title: dashboardText('dashboard.checklist.confirmed'),
    description: dashboardText('dashboard.checklist.confirmedText')
  }
});

/** The welcome month is the premium subscription given free on registration (the catalog's welcome offer amount). */
function welcomeMonthEnd({ subscription, isPremium }: ChecklistInput): string | null {
  if (!isPremium || !subscription?.endDate) return null;
  if (subscription.planType !== 'premium' || subscription.amount !== WELCOME_OFFER_AMOUNT_INR) return null;
  return subscription.endDate;
}

function reviewItem(profile: ChecklistInput['profile']): ChecklistItem | null {
  if (profile.moderationStatus === 'approved') return null;
  if (profile.moderationStatus === 'rejected') {
    const reason = profile.moderationReason?.trim();
    return {
      key: 'review',
      title: dashboardText('dashboard.checklist.rejected.title'),
      detail: reason
        ? dashboardText('dashboard.checklist.rejected.detailReason', {
            reason,
            hours: MODERATION_TARGET_HOURS
          })
        : dashboardText('dashboard.checklist.rejected.detail', { hours: MODERATION_TARGET_HOURS }),
      link: { to: '/edit-profile', label: dashboardText('dashboard.checklist.rejected.link') }
    };
  }
  return {
    key: 'review',
    title: dashboardText('dashboard.checklist.review.title'),
    detail: dashboardText('dashboard.checklist.review.detail', { hours: MODERATION_TARGET_HOURS }),
    link: { to: '/my-profile', label: dashboardText('dashboard.checklist.review.link') }
  };
}

/** The open steps, in the order a new member takes them; empty once every one is done. */
export function welcomeChecklist(input: ChecklistInput): ChecklistItem[] {
  const { profile } = input;
  const items: (ChecklistItem | null)[] = [];
  items.push(reviewItem(profile));
  const welcomeEnd = welcomeMonthEnd(input);
  if (welcomeEnd) {
    items.push({
      key: 'welcome-month',
      title: dashboardText('dashboard.checklist.welcome.title', { date: formatDate(welcomeEnd) }),
      detail: dashboardText('dashboard.checklist.welcome.detail'),
      link: { to: '/subscription', label: dashboardText('dashboard.checklist.welcome.link') }
    });
  }
  if (input.preferencesGuessed) {
    items.push({
      key: 'preferences',
      title: dashboardText('dashboard.checklist.preferences.title'),
      detail: dashboardText('dashboard.checklist.preferences.detail'),
      link: { to: '/partner-preferences', label: dashboardText('dashboard.checklist.preferences.link') }
    });
  }
  if (profile.photos.length === 0) {
    items.push({
      key: 'photos',
      title: dashboardText('dashboard.checklist.photos.title'),
      detail: dashboardText('dashboard.checklist.photos.detail', { max: MAX_PHOTOS }),
      link: { to: '/my-profile', label: dashboardText('dashboard.checklist.photos.link') }
    });
  }
  if (!profile.verification.id) {
    items.push({
      key: 'verify-id',
      title: dashboardText('dashboard.checklist.id.title'),
      detail: dashboardText('dashboard.checklist.id.detail'),
      link: { to: '/settings/verification', label: dashboardText('dashboard.checklist.id.link') }
    });
  }
  if (!profile.verification.photo) {
    items.push({
      key: 'verify-photo',
      title: dashboardText('dashboard.checklist.photo.title'),
      detail: dashboardText('dashboard.checklist.photo.detail'),
      link: { to: '/settings/verification/selfie', label: dashboardText('dashboard.checklist.photo.link') }
    });
  }
  if (profile.memberNumber && !input.memberNumberCopied) {
    items.push({
      key: 'member-number',
      title: dashboardText('dashboard.checklist.memberNumber.title', { memberNumber: profile.memberNumber }),
      detail: dashboardText('dashboard.checklist.memberNumber.detail')
    });
  }
  return items.filter((item): item is ChecklistItem => item !== null);
}
