// The own-profile answer (GET /api/profiles/me) this remote reads; svc-profile's older endpoints have no contract yet.
import { type ProfileFormValues } from '@matrimony/profile-form';

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
