// Shapes of the svc-profile and svc-billing answers this remote reads (see their READMEs).
import { type ProfileFormValues } from '@matrimony/profile-form';
import { type Subscription } from '@matrimony/session';

export type ImageUrls = { thumbnail: string; card: string; full: string };

export type OwnPhoto = { id: string; orderIndex: number; isPrimary: boolean; width?: number; height?: number; urls: ImageUrls };

export type ModerationStatus = 'pending' | 'approved' | 'rejected';

/** GET /api/profiles/me: the member's own profile, everything included (the form fields as the edit form holds them). */
export type OwnProfile = ProfileFormValues & {
  id: string;
  userId: string;
  mobile?: string;
  email?: string;
  fullName: string;
  age?: number;
  starPada?: number | null;
  moderationStatus: ModerationStatus;
  moderationReason?: string | null;
  hidden: boolean;
  photoPrivacy?: 'all-members' | 'connections';
  photos: OwnPhoto[];
  horoscope: { id: string; urls: ImageUrls } | null;
};

/** GET /api/billing/subscriptions/me */
export type MySubscription = { subscription: Subscription & { startDate: string | null }; isPremium: boolean; justExpired: boolean };

export type Plan = { type: 'free' | 'premium'; name: string; priceInr: number; periodMonths: number | null; features: string[] };

/** GET /api/billing/plans */
export type PlansResponse = { plans: Plan[]; contactUnlock: { name: string; priceInr: number; description: string } };
