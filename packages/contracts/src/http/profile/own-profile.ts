// The member's own profile (everything, including moderation, mobile and e-mail: it is theirs), the
// option catalog, and the photo and horoscope endpoints that answer the profile.
import { z } from 'zod';
import { HOROSCOPE_TRADITIONS, PROFILE_FOR } from '@matrimony/catalog';
import { MAX_PHOTOS } from '@matrimony/catalog/constants';
import { profileInputSchema } from '@matrimony/catalog/validation';
import { quickSearchSeedSchema } from '@matrimony/catalog/quick-search';
import { defineRoute } from '../route';
import { verificationBadgesSchema } from './badges';
import { PHOTO_PRIVACY } from './photo-privacy';

const imageUrlsSchema = z.object({ thumbnail: z.string(), card: z.string(), full: z.string() });

export const ownPhotoSchema = z.object({
  id: z.string(),
  orderIndex: z.number().int(),
  isPrimary: z.boolean(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  urls: imageUrlsSchema
});

export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** The catalog's profile fields (as stored: optional texts filled with "No Information"), plus what the service adds. */
export const ownProfileSchema = z.object({
  ...profileInputSchema.shape,
  /** "This profile is for"; null for a profile stored before it was asked (never guessed). */
  profileFor: z.enum(PROFILE_FOR).nullable(),
  companyName: z.string(),
  subCaste: z.string(),
  starPada: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  /** From the date of birth, on every read. */
  age: z.number().int(),
  id: z.string(),
  userId: z.string(),
  /** The number the member shares so others find them ("M1234567"); null only until the profile has one. */
  memberNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The spec's "location": the district. */
  location: z.string(),
  moderationStatus: z.enum(['pending', 'approved', 'rejected', 'suspended']),
  moderationReason: z.string().nullable(),
  hidden: z.boolean(),
  photoPrivacy: z.enum(PHOTO_PRIVACY),
  /** Which horoscope match the member reads first: their choice, or the default from their mother tongue. */
  horoscopeTradition: z.enum(HOROSCOPE_TRADITIONS),
  /** The verification checks the member holds: the dashboard offers the others. */
  verification: verificationBadgesSchema,
  photos: z.array(ownPhotoSchema).max(MAX_PHOTOS),
  /** The primary photo's full-size URL. */
  profilePhotoUrl: z.string().nullable(),
  horoscope: z.object({ id: z.string(), urls: imageUrlsSchema }).nullable(),
  horoscopePhotoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime()
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** Every option list (`CATALOG` of @matrimony/catalog); lists are described loosely, the catalog package types them exactly. */
export const catalogSchema = z.looseObject({
  version: z.string(),
  religions: z.array(z.string()),
  motherTongues: z.array(z.string()),
  castesByReligion: z.record(z.string(), z.array(z.string())),
  locations: z.looseObject({ version: z.string(), states: z.array(z.looseObject({ name: z.string() })) })
});

/**
 * The wizard's steps 3-6, and what the member asked for in the landing page's quick search (applied over the guessed
 * first partner preferences; a value that does not read as valid is dropped, never refused).
 */
const profileFieldsBody = z.looseObject(
  { statedPreferences: quickSearchSeedSchema.optional().catch(undefined) },
  { error: 'Please send the profile as a JSON object.' }
);
const editableFields = Object.keys(profileInputSchema.shape);
const photoIdSchema = z.uuid({ error: 'Please choose one of your photos.' });
const photoId = z.object({ id: photoIdSchema });
export const IMAGE_SIZES = ['thumbnail', 'card', 'full'] as const;
const profileErrors = ['profile_missing', 'validation_failed'] as const;

export const ownProfileRoutes = {
  getCatalog: defineRoute({
    name: 'profiles.getCatalog',
    method: 'GET',
    path: '/catalog',
    auth: 'public',
    summary:
      'Every option list of the profile (religions, castes, states and districts, ...); cached a day, ETag',
    response: { status: 200, body: catalogSchema },
    errors: []
  }),
  createProfile: defineRoute({
    name: 'profiles.createProfile',
    method: 'POST',
    path: '/',
    auth: 'member',
    summary:
      'Creates the member’s profile from the wizard’s steps 3-6 (checked by the catalog’s profile rules); one per member. `statedPreferences` (the landing page’s quick search) sets the first age range, religion and mother tongue as stated',
    request: { body: profileFieldsBody },
    response: { status: 201, body: ownProfileSchema },
    errors: ['profile_exists', 'identity_unknown', 'validation_failed']
  }),
  getOwnProfile: defineRoute({
    name: 'profiles.getOwnProfile',
    method: 'GET',
    path: '/me',
    auth: 'member',
    summary: 'The member’s own profile, everything included',
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing']
  }),
  updateOwnProfile: defineRoute({
    name: 'profiles.updateOwnProfile',
    method: 'PATCH',
    path: '/me',
    auth: 'member',
    summary: `Changes some fields (${editableFields.length} editable, the full name included); checked as a whole with the stored ones; moderation starts again, so others see the change once approved`,
    request: {
      body: z
        .object(Object.fromEntries(editableFields.map((field) => [field, z.unknown()])))
        .partial()
        .strict()
    },
    response: { status: 200, body: ownProfileSchema },
    errors: [...profileErrors]
  }),
  setVisibility: defineRoute({
    name: 'profiles.setVisibility',
    method: 'PUT',
    path: '/me/visibility',
    auth: 'member',
    summary: 'Hides the profile from other members (premium only) or shows it again',
    request: {
      body: z
        .object({ hidden: z.boolean({ error: 'Please say whether the profile is hidden (true or false).' }) })
        .strict()
    },
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing', 'premium_required']
  }),
  uploadPhotos: defineRoute({
    name: 'profiles.uploadPhotos',
    method: 'POST',
    path: '/me/photos',
    auth: 'member',
    summary: `Adds photos (JPEG, PNG or WebP; at most ${MAX_PHOTOS} in all), stored as WebP without metadata in three sizes`,
    request: { multipart: { field: 'photos', maxFiles: MAX_PHOTOS } },
    response: { status: 201, body: ownProfileSchema },
    errors: [
      'profile_missing',
      'too_many_photos',
      'invalid_file_type',
      'unreadable_image',
      'photo_required',
      'malformed_upload',
      'photo_too_large',
      'upload_too_large',
      'too_many_uploads',
      'changed_meanwhile'
    ]
  }),
  deletePhoto: defineRoute({
    name: 'profiles.deletePhoto',
    method: 'DELETE',
    path: '/me/photos/:id',
    auth: 'member',
    summary: 'Deletes a photo (never the last one)',
    request: { params: photoId },
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing', 'photo_not_found', 'photo_required', 'changed_meanwhile']
  }),
  reorderPhotos: defineRoute({
    name: 'profiles.reorderPhotos',
    method: 'PUT',
    path: '/me/photos/order',
    auth: 'member',
    summary: 'Puts the photos in this order (each exactly once)',
    request: { body: z.object({ photoIds: z.array(photoIdSchema).max(MAX_PHOTOS) }).strict() },
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing', 'order_mismatch', 'changed_meanwhile']
  }),
  setPrimaryPhoto: defineRoute({
    name: 'profiles.setPrimaryPhoto',
    method: 'PUT',
    path: '/me/photos/:id/primary',
    auth: 'member',
    summary: 'Makes a photo the primary one (moves it first)',
    request: { params: photoId },
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing', 'photo_not_found', 'changed_meanwhile']
  }),
  getImage: defineRoute({
    name: 'profiles.getImage',
    method: 'GET',
    path: '/photos/:id/:size',
    auth: 'member',
    summary: 'A processed photo or horoscope image, to the owner and to members allowed to see it (else 404)',
    request: {
      params: z.object({
        id: z.uuid({ error: 'Unknown photo.' }),
        size: z.enum(IMAGE_SIZES, { error: `Size must be one of ${IMAGE_SIZES.join(', ')}.` })
      })
    },
    response: { status: 200, contentType: 'image/webp' },
    errors: ['photo_not_found']
  }),
  uploadHoroscope: defineRoute({
    name: 'profiles.uploadHoroscope',
    method: 'POST',
    path: '/me/horoscope',
    auth: 'member',
    summary: 'Sets the horoscope image (one; replaces any earlier one)',
    request: { multipart: { field: 'horoscope', maxFiles: 1 } },
    response: { status: 201, body: ownProfileSchema },
    errors: [
      'profile_missing',
      'too_many_files',
      'invalid_file_type',
      'unreadable_image',
      'horoscope_missing',
      'malformed_upload',
      'photo_too_large',
      'upload_too_large',
      'too_many_uploads'
    ]
  }),
  deleteHoroscope: defineRoute({
    name: 'profiles.deleteHoroscope',
    method: 'DELETE',
    path: '/me/horoscope',
    auth: 'member',
    summary: 'Removes the horoscope image',
    response: { status: 200, body: ownProfileSchema },
    errors: ['profile_missing', 'horoscope_not_found']
  })
};
