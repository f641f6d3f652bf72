// The JSON a member gets for their own profile (owners see everything, including moderation).
import { ageFromDob, horoscopeTraditionOf } from '@matrimony/catalog';
import { type OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { sortedByOrder } from '../../domain/photo-order';
import { badgesOf } from '../../domain/verification-badges';
import { IMAGE_VARIANT_NAMES, type ImageVariant } from '../../domain/upload-limits';
import { type ProfileDoc, type StoredImage } from '../../store/profile-model';
import { PROFILE_FIELDS } from './input';

export const IMAGE_URL_PREFIX = '/api/profiles/photos';

export function imageUrls(image: Pick<StoredImage, 'id'>): Record<ImageVariant, string> {
  return Object.fromEntries(
    IMAGE_VARIANT_NAMES.map((size) => [size, `${IMAGE_URL_PREFIX}/${image.id}/${size}`])
  ) as Record<ImageVariant, string>;
}

/** Typed by the contract: a field the service stops sending, or sends in another shape, fails the build. */
export function ownProfileView(profile: ProfileDoc, now: Date): OwnProfile {
  const photos = sortedByOrder(profile.photos).map((photo) => ({
    id: photo.id,
    orderIndex: photo.orderIndex,
    isPrimary: photo.isPrimary,
    width: photo.width,
    height: photo.height,
    urls: imageUrls(photo)
  }));
  const primary = photos.find((photo) => photo.isPrimary);
  return {
    id: String(profile._id),
    userId: profile.userId,
    memberNumber: profile.memberNumber ?? null,
    mobile: profile.mobile,
    email: profile.email,
    ...(Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, profile[field as keyof ProfileDoc]])
    ) as Pick<OwnProfile, (typeof PROFILE_FIELDS)[number]>),
    profileFor: profile.profileFor ?? null,
    companyName: profile.companyName,
    subCaste: profile.subCaste,
    starPada: profile.starPada,
    // Computed on every read: the stored age is only as fresh as the last edit.
    age: ageFromDob(profile.dateOfBirth, now) ?? profile.age,
    /** The spec's "location" column holds the district. */
    location: profile.district,
    moderationStatus: profile.moderationStatus,
    moderationReason: profile.moderationReason,
    hidden: profile.hidden,
    photoPrivacy: profile.photoPrivacy ?? 'all-members',
    horoscopeTradition: horoscopeTraditionOf(profile),
    verification: badgesOf(profile),
    photos,
    profilePhotoUrl: primary?.urls.full ?? null,
    horoscope: profile.horoscope ? { id: profile.horoscope.id, urls: imageUrls(profile.horoscope) } : null,
    horoscopePhotoUrl: profile.horoscope ? imageUrls(profile.horoscope).full : null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString()
  };
}
