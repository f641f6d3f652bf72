import type { MySubscription } from '@matrimony/contracts/http/billing/subscriptions';
import { sampleProfileBody } from '@matrimony/catalog/testing';
import type { OwnPhoto, OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

/** 21 Nov 2025, 12:00 IST: the clock of the age rule in these tests. */
export const TODAY = () => new Date('2025-11-21T06:30:00Z');

export function storedPhoto(id: string, orderIndex: number): OwnPhoto {
  const urls = {
    thumbnail: `/api/profiles/photos/${id}/thumbnail`,
    card: `/api/profiles/photos/${id}/card`,
    full: `/api/profiles/photos/${id}/full`
  };
  return { id, orderIndex, isPrimary: orderIndex === 1, urls };
}

/** A stored profile (the catalog's sample answers) as GET /api/profiles/me answers it; tests change one field at a time. */
export function storedProfile(change: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 'p1',
    userId: 'u1',
    memberNumber: 'M1000001',
    mobile: '9876543210',
    email: 'priya@example.com',
    fullName: 'Priya Sharma',
    ...(sampleProfileBody() as Omit<
      OwnProfile,
      'id' | 'userId' | 'memberNumber' | 'mobile' | 'email' | 'fullName'
    >),
    // Stored as svc-profile stores empty optional texts.
    subCaste: 'No Information',
    companyName: 'No Information',
    age: 29,
    starPada: null,
    location: String(sampleProfileBody().district),
    moderationStatus: 'pending',
    moderationReason: null,
    hidden: false,
    photoPrivacy: 'all-members',
    verification: { mobile: true, id: false, photo: false },
    photos: [storedPhoto('a', 1), storedPhoto('b', 2), storedPhoto('c', 3)],
    profilePhotoUrl: '/api/profiles/photos/a/full',
    horoscope: null,
    horoscopePhotoUrl: null,
    createdAt: '2025-11-01T06:30:00.000Z',
    updatedAt: '2025-11-01T06:30:00.000Z',
    ...change
  };
}

/** A member in the welcome month of Premium, as GET /api/billing/subscriptions/me answers. */
export const premiumSubscription: MySubscription = {
  subscription: {
    id: 's1',
    userId: 'u1',
    planType: 'premium',
    status: 'active',
    startDate: '2026-11-20T19:00:00.000Z',
    endDate: '2026-12-20T19:00:00.000Z',
    amount: 0,
    createdAt: '2026-11-20T19:00:00.000Z',
    updatedAt: '2026-11-20T19:00:00.000Z'
  },
  isPremium: true,
  justExpired: false
};
