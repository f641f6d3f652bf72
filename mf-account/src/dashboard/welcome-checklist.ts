// The dashboard's welcome checklist: which first steps are still open for the member, each in words they read and
// with the page where it is done. Pure, so the choice is tested without rendering.
import { MAX_PHOTOS, MODERATION_TARGET_HOURS, WELCOME_OFFER_AMOUNT_INR } from '@matrimony/catalog/constants';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { type Subscription } from '@matrimony/session';
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

export const WELCOME_CHECKLIST_HEADING = 'Welcome: your first steps';

export const CONFIRM_PREFERENCES = {
  button: 'Confirm my preferences',
  confirmed: {
    title: 'Preferences confirmed',
    description: 'Your match scores and today’s recommendations now follow them.'
  }
} as const;

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
      title: 'Your profile needs a change',
      detail: `It was not approved${reason ? `: ${reason}` : '.'} Edit it and a moderator looks again within about ${MODERATION_TARGET_HOURS} hours.`,
      link: { to: '/edit-profile', label: 'Edit my profile' }
    };
  }
  return {
    key: 'review',
    title: 'Your profile is under review',
    detail: `A moderator approves new profiles within about ${MODERATION_TARGET_HOURS} hours; until then other members cannot see yours.`,
    link: { to: '/my-profile', label: 'See my profile' }
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
      title: `Premium is free until ${formatDate(welcomeEnd)}: your welcome month`,
      detail: 'Until then you see contact details, horoscopes and who viewed your profile, at no cost.',
      link: { to: '/subscription', label: 'What Premium gives you' }
    });
  }
  if (input.preferencesGuessed) {
    items.push({
      key: 'preferences',
      title: 'Confirm your partner preferences',
      detail:
        'We guessed what you are looking for from your own profile: age, height, marital status, religion, mother tongue, state, education and income. Confirm them so your match scores count them fully, or change what does not fit.',
      link: { to: '/partner-preferences', label: 'Edit my preferences' }
    });
  }
  if (profile.photos.length === 0) {
    items.push({
      key: 'photos',
      title: 'Add your photos',
      detail: `Members look for a face first. Add up to ${MAX_PHOTOS} photos; the first is the one they see on your card.`,
      link: { to: '/my-profile', label: 'Add photos' }
    });
  }
  if (!profile.verification.id) {
    items.push({
      key: 'verify-id',
      title: 'Verify your ID',
      detail:
        'Upload your Aadhaar Paperless Offline e-KYC file from UIDAI: it is checked at once, and only the outcome is kept. Members see a badge, never your documents.',
      link: { to: '/settings/verification', label: 'Verify my ID' }
    });
  }
  if (!profile.verification.photo) {
    items.push({
      key: 'verify-photo',
      title: 'Verify your photos',
      detail:
        'Take a live selfie in the pose we show you: a moderator compares it with your profile photos, then it is deleted.',
      link: { to: '/settings/verification/selfie', label: 'Take a selfie' }
    });
  }
  if (profile.memberNumber && !input.memberNumberCopied) {
    items.push({
      key: 'member-number',
      title: `Your member number: ${profile.memberNumber}`,
      detail: 'Share it with family, or with a member you have met: they find your profile by it in Explore.'
    });
  }
  return items.filter((item): item is ChecklistItem => item !== null);
}
