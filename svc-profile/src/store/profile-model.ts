// The profile document: the original spec's fields, the member's photos and horoscope image
// embedded (at most 5 + 1, changed together with the profile's moderation status), and the outbox.
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import {
  HOROSCOPE_TRADITIONS,
  PROFILE_FOR,
  type HoroscopeTradition,
  type StoredProfileFields
} from '@matrimony/catalog';
import { MODERATION_STATUSES, type ModerationStatus } from '../domain/moderation/statuses';
import { type ImageVariant } from '../domain/upload-limits';

export type ImageFileIds = Record<ImageVariant, Types.ObjectId>;

export interface StoredImage {
  /** Random public id, used in image URLs. */
  id: string;
  files: ImageFileIds;
  contentType: string;
  width: number;
  height: number;
  createdAt: Date;
}

export interface StoredPhoto extends StoredImage {
  orderIndex: number;
  isPrimary: boolean;
  /**
   * Perceptual fingerprint for moderation's near-duplicate check (media/photo-fingerprint.ts); never sent to
   * members. Null, or absent in lean reads, for photos stored before fingerprints existed.
   */
  fingerprint?: string | null;
}

export interface PhotoMatch {
  photoId: string;
  otherUserId: string;
  otherPhotoId: string;
  distance: number;
}

export interface ProfileDoc extends StoredProfileFields {
  _id: Types.ObjectId;
  userId: string;
  mobile: string | null;
  email: string | null;
  moderationStatus: ModerationStatus;
  moderationReason: string | null;
  /** Bumped by every member change and every decision: a decision names the revision it saw (moderation_conflict). */
  moderationRevision: number;
  /** When the member last changed what others see (the queue's order and the 24-hour target); null once decided. */
  submittedAt: Date | null;
  /** Set by the first approval: later reviews are of edits. */
  approvedOnce: boolean;
  /** What a suspension interrupted, restored when it is lifted (a pending profile stays pending). */
  statusBeforeSuspension: ModerationStatus | null;
  /** The member's photos that look like another member's (media/photo-fingerprint.ts), found at submission. */
  photoMatches: PhotoMatch[];
  /** Contact details found in the free text at submission (`@matrimony/catalog/text-flags`). */
  textFlags: { kind: 'phone' | 'email' | 'url' | 'handle'; field: string; excerpt: string }[];
  /** Premium members may hide their profile from others (docs/product-rules.md#hidden-profile). */
  hidden: boolean;
  /** Who sees the photos (docs/product-rules.md#photo-privacy): every signed-in member, or connections only. */
  photoPrivacy: 'all-members' | 'connections';
  /** The member's choice of horoscope match read first; null until chosen (the mother tongue decides). */
  horoscopeTradition: HoroscopeTradition | null;
  photos: StoredPhoto[];
  /** photos.length, kept beside the list: a window of match candidates reads this, not every photo's record. */
  photoCount: number;
  horoscope: StoredImage | null;
  /** Bumped on every photo change: photo edits are compare-and-set on it. */
  photoRevision: number;
  /** What people quote on the phone: `M` + 7 digits, unique, assigned at creation (store/member-numbers.ts). */
  memberNumber: string | null;
  /** Search fields derived from the profile text (domain/search-fields.ts), so ranges are indexable. */
  heightCm: number | null;
  incomeRank: number | null;
  /**
   * Verification badges (docs/product-rules.md#verification); the mobile one is every member's. `idVerified` comes
   * from svc-identity's identity.verification.changed, applied in the order of `verificationAsOf` (the event's
   * time). Absent in profiles stored before badges existed: read as false.
   */
  idVerified: boolean;
  /** The selfie check's badge: suspended (false) whenever the primary photo changes. */
  photoVerified: boolean;
  verificationAsOf: Date | null;
  /** Updated at most every few minutes from the member's signed-in requests (http/last-active.ts). */
  lastActiveAt: Date | null;
  pendingEvents: PendingEvent[];
  createdAt: Date;
  updatedAt: Date;
}

const fileIdsSchema = new Schema<ImageFileIds>(
  {
    thumbnail: { type: Schema.Types.ObjectId, required: true },
    card: { type: Schema.Types.ObjectId, required: true },
    full: { type: Schema.Types.ObjectId, required: true }
  },
  { _id: false }
);

const imageFields = {
  id: { type: String, required: true },
  files: { type: fileIdsSchema, required: true },
  contentType: { type: String, required: true },
  width: { type: Number, required: true },
  height: { type: Number, required: true },
  createdAt: { type: Date, required: true }
};

const imageSchema = new Schema<StoredImage>(imageFields, { _id: false });
// No index on photos.fingerprint: near-duplicates are found by Hamming distance, which no index serves; the
// caller scans all fingerprints in memory (fine at today's numbers of photos).
const photoSchema = new Schema<StoredPhoto>(
  {
    ...imageFields,
    orderIndex: { type: Number, required: true },
    isPrimary: { type: Boolean, required: true },
    fingerprint: { type: String, default: null }
  },
  { _id: false }
);

const requiredString = { type: String, required: true };

const profileSchema = new Schema<ProfileDoc>(
  {
    userId: { ...requiredString, unique: true },
    mobile: { type: String, default: null },
    email: { type: String, default: null },
    // Absent in profiles stored before "This profile is for" was asked: read as unknown, never filled in for them.
    profileFor: { type: String, enum: [...PROFILE_FOR, null], default: null },
    fullName: requiredString,
    dateOfBirth: requiredString,
    age: { type: Number, required: true },
    gender: requiredString,
    lookingFor: requiredString,
    height: requiredString,
    religion: requiredString,
    caste: requiredString,
    subCaste: requiredString,
    motherTongue: requiredString,
    maritalStatus: requiredString,
    state: requiredString,
    district: requiredString,
    education: requiredString,
    occupation: requiredString,
    companyName: requiredString,
    annualIncome: requiredString,
    rasi: requiredString,
    star: requiredString,
    starPada: { type: Number, default: null },
    dosham: requiredString,
    // Private birth details (docs/product-rules.md#computed-horoscope): only the owner's own view carries them.
    birthTime: { type: String, default: null },
    birthPlace: { type: Schema.Types.Mixed, default: null },
    familyType: requiredString,
    fatherOccupation: requiredString,
    motherOccupation: requiredString,
    siblings: requiredString,
    aboutYourself: requiredString,
    moderationStatus: { type: String, enum: MODERATION_STATUSES, required: true },
    moderationReason: { type: String, default: null },
    moderationRevision: { type: Number, default: 0 },
    submittedAt: { type: Date, default: null },
    approvedOnce: { type: Boolean, default: false },
    statusBeforeSuspension: { type: String, default: null },
    textFlags: {
      type: [new Schema({ kind: String, field: String, excerpt: String }, { _id: false })],
      default: []
    },
    photoMatches: {
      type: [
        new Schema(
          { photoId: String, otherUserId: String, otherPhotoId: String, distance: Number },
          { _id: false }
        )
      ],
      default: []
    },
    hidden: { type: Boolean, default: false },
    photoPrivacy: { type: String, enum: ['all-members', 'connections'], default: 'all-members' },
    horoscopeTradition: { type: String, enum: [...HOROSCOPE_TRADITIONS, null], default: null },
    photos: { type: [photoSchema], default: [] },
    photoCount: { type: Number, default: 0 },
    horoscope: { type: imageSchema, default: null },
    photoRevision: { type: Number, default: 0 },
    memberNumber: { type: String, default: null },
    heightCm: { type: Number, default: null },
    incomeRank: { type: Number, default: null },
    lastActiveAt: { type: Date, default: null },
    idVerified: { type: Boolean, default: false },
    photoVerified: { type: Boolean, default: false },
    verificationAsOf: { type: Date, default: null }
  },
  { collection: 'profiles', timestamps: true, versionKey: false }
);
profileSchema.plugin(outboxPlugin);
profileSchema.index({ 'photos.id': 1 });
profileSchema.index({ 'horoscope.id': 1 }, { sparse: true });
// The moderation queue: waiting profiles, oldest submission first.
profileSchema.index({ moderationStatus: 1, submittedAt: 1 });
profileSchema.index(
  { memberNumber: 1 },
  { unique: true, partialFilterExpression: { memberNumber: { $type: 'string' } } }
);
// Explore and search: the hard filters first (who may see whom), then the sort key and _id for keyset paging.
profileSchema.index({ gender: 1, lookingFor: 1, moderationStatus: 1, createdAt: -1, _id: -1 });
profileSchema.index({ gender: 1, lookingFor: 1, moderationStatus: 1, lastActiveAt: -1, _id: -1 });
// "Verified only": the same, over the ID-verified members alone (partial, so the index stays as small as they are few).
const verifiedOnly = { partialFilterExpression: { idVerified: true } };
profileSchema.index(
  { idVerified: 1, gender: 1, lookingFor: 1, moderationStatus: 1, createdAt: -1, _id: -1 },
  verifiedOnly
);
profileSchema.index(
  { idVerified: 1, gender: 1, lookingFor: 1, moderationStatus: 1, lastActiveAt: -1, _id: -1 },
  verifiedOnly
);
// The candidate lists' feed: profiles changed since its last pass (jobs/candidate-lists.ts).
profileSchema.index({ updatedAt: 1, _id: 1 });

export type ProfileModel = Model<ProfileDoc>;

export function profileModel(conn: Connection): ProfileModel {
  return (
    (conn.models.Profile as ProfileModel | undefined) ?? conn.model<ProfileDoc>('Profile', profileSchema)
  );
}
