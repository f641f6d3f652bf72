// Profile reads and writes. Every change that others could see sets moderation back to pending
// and carries its profile.created / profile.updated event in the same write (outbox).
import { type Collection } from 'mongodb';
import { Types, type Connection, type ProjectionType } from 'mongoose';
import { type StoredProfileFields } from '@matrimony/catalog';
import { isDuplicateKey, outboxEvent, type PendingEvent } from '@matrimony/service-kit';
import { type IdentityContact } from '../domain/identity-contact';
import { FREE_TEXT_FIELDS, STATUS_AFTER_MEMBER_CHANGE } from '../domain/moderation/statuses';
import { cardPhotoPath, primaryFirst } from '../domain/photo-order';
import { flagText, type TextFlag } from '@matrimony/catalog/text-flags';
import { searchFieldsOf } from '../domain/search-fields';
import { photoBadgeAfter } from '../domain/verification-badges';
import { createMemberNumbers } from './member-numbers';
import { pageWithTotal, type PageRequest } from './paging';
import {
  profileModel,
  type PhotoMatch,
  type ProfileDoc,
  type StoredImage,
  type StoredPhoto
} from './profile-model';

export class ProfileExistsError extends Error {
  constructor(userId: string) {
    super(`user ${userId} already has a profile`);
    this.name = 'ProfileExistsError';
  }
}

/**
 * The profile's `profile.updated`; with `photos` (as they are after the change) it carries the card photo's URL, and
 * with the member number that too (svc-notify names the other member of a conversation by it in a data export).
 */
export function updatedEvent(
  profile: Pick<ProfileDoc, '_id' | 'userId' | 'fullName' | 'gender'> &
    Partial<Pick<ProfileDoc, 'photos' | 'memberNumber' | 'state' | 'hidden'>>,
  moderationStatus = STATUS_AFTER_MEMBER_CHANGE
) {
  return outboxEvent('profile.updated', {
    userId: profile.userId,
    profileId: String(profile._id),
    fullName: profile.fullName,
    gender: profile.gender,
    moderationStatus,
    ...(profile.photos ? { cardPhotoUrl: cardPhotoPath(profile.photos) } : {}),
    ...(profile.memberNumber ? { memberNumber: profile.memberNumber } : {}),
    ...(profile.state ? { state: profile.state } : {}),
    ...(profile.hidden === undefined ? {} : { hidden: profile.hidden })
  });
}

/** What a member's change sets: back to the moderation queue, newest revision, flags of the text if it changed. */
function submitted(textFlags?: TextFlag[]) {
  return {
    $set: {
      moderationStatus: STATUS_AFTER_MEMBER_CHANGE,
      moderationReason: null,
      submittedAt: new Date(),
      ...(textFlags ? { textFlags } : {})
    },
    $inc: { moderationRevision: 1 }
  };
}

function flagsOf(fields: Partial<Record<(typeof FREE_TEXT_FIELDS)[number], string>>): TextFlag[] {
  return flagText(Object.fromEntries(FREE_TEXT_FIELDS.map((field) => [field, fields[field]])));
}

export interface NewProfile {
  userId: string;
  contact: IdentityContact & { fullName: string };
  fields: StoredProfileFields;
}

export function createProfileStore(conn: Connection) {
  const Profile = profileModel(conn);
  // The driver directly for the read behind nearly every request of a signed-in member (their own profile):
  // mongoose's query building around it was 6% of a profile read's CPU.
  const profiles = Profile.collection as unknown as Collection<ProfileDoc>;
  const memberNumbers = createMemberNumbers(conn);

  return {
    model: Profile,

    async create({ userId, contact, fields }: NewProfile): Promise<ProfileDoc> {
      const doc = new Profile({
        ...fields,
        userId,
        mobile: contact.mobile,
        email: contact.email,
        fullName: contact.fullName,
        moderationStatus: STATUS_AFTER_MEMBER_CHANGE,
        submittedAt: new Date(),
        textFlags: flagsOf({ ...fields, fullName: contact.fullName }),
        memberNumber: await memberNumbers.next(),
        lastActiveAt: new Date(),
        ...searchFieldsOf(fields)
      });
      doc.pendingEvents.push(
        outboxEvent('profile.created', {
          userId,
          profileId: String(doc._id),
          fullName: contact.fullName,
          gender: fields.gender,
          moderationStatus: STATUS_AFTER_MEMBER_CHANGE,
          cardPhotoUrl: null,
          ...(doc.memberNumber ? { memberNumber: doc.memberNumber } : {}),
          state: fields.state
        })
      );
      try {
        await doc.save();
      } catch (err) {
        if (isDuplicateKey(err)) throw new ProfileExistsError(userId);
        throw err;
      }
      return doc.toObject();
    },

    /** Profiles waiting for moderation, the longest-waiting first. */
    moderationQueue(page: PageRequest) {
      const filter = { moderationStatus: 'pending' };
      return pageWithTotal(
        page,
        () =>
          Profile.find(filter, { pendingEvents: 0, photos: 0, horoscope: 0 })
            .sort({ submittedAt: 1, _id: 1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<ProfileDoc[]>(),
        () => Profile.countDocuments(filter)
      );
    },

    /** Profiles as cards read them (`projection`: CARD_PROJECTION), by the driver: every list of cards asks. */
    findForCards(filter: Record<string, unknown>, projection: Record<string, 1>): Promise<ProfileDoc[]> {
      return profiles.find(filter, { projection }).toArray() as Promise<ProfileDoc[]>;
    },

    /** The ids of the one profile `filter` selects (an interest's other party), read by the driver: every send asks. */
    findIds(filter: Record<string, unknown>): Promise<Pick<ProfileDoc, '_id' | 'userId'> | null> {
      return profiles.findOne(filter, { projection: { userId: 1 } });
    },

    findByUserId(userId: string): Promise<ProfileDoc | null> {
      // No projection: the embedded development server spends more on applying one than the outbox array
      // (empty once relayed) costs to carry.
      return profiles.findOne({ userId }) as Promise<ProfileDoc | null>;
    },

    /** The one profile `filter` selects (who may see whom is the caller's filter), with `projection`. */
    findOneWhere(filter: Record<string, unknown>, projection?: ProjectionType<ProfileDoc>) {
      return Profile.findOne(filter, projection).lean<ProfileDoc>();
    },

    /** The profiles `filter` selects (in no order), with `projection`. */
    findWhere(
      filter: Record<string, unknown>,
      projection: ProjectionType<ProfileDoc>
    ): Promise<ProfileDoc[]> {
      return Profile.find(filter, projection).lean<ProfileDoc[]>();
    },

    /** How many profiles `filter` selects. */
    countWhere(filter: Record<string, unknown>): Promise<number> {
      return Profile.countDocuments(filter).exec();
    },

    /** Whether `filter` selects any profile. */
    async existsWhere(filter: Record<string, unknown>): Promise<boolean> {
      return (await Profile.exists(filter)) !== null;
    },

    /** The member behind a profile id (`_id` and `userId` only), whoever may see it. */
    findOwner(profileId: string): Promise<Pick<ProfileDoc, '_id' | 'userId'> | null> {
      return Profile.findById(new Types.ObjectId(profileId), { userId: 1 }).lean<ProfileDoc>();
    },

    /** What a list of other members names them by (id, member number, full name), for these users. */
    namesOf(userIds: string[]): Promise<Pick<ProfileDoc, '_id' | 'userId' | 'fullName' | 'memberNumber'>[]> {
      return Profile.find({ userId: { $in: userIds } }, { userId: 1, fullName: 1, memberNumber: 1 }).lean<
        ProfileDoc[]
      >();
    },

    /**
     * These profiles (in no order), with `projection`. By the driver: every best-match page reads its slice of the
     * candidate list and its cards through it, and mongoose's query building and lean copies cost a quarter more CPU.
     */
    findByIds(
      ids: (string | Types.ObjectId)[],
      projection: Readonly<Record<string, 0 | 1>>
    ): Promise<ProfileDoc[]> {
      return profiles
        .find(
          { _id: { $in: ids.map((id) => (typeof id === 'string' ? new Types.ObjectId(id) : id)) } },
          { projection }
        )
        .toArray() as Promise<ProfileDoc[]>;
    },

    /** Up to `limit` profiles `filter` selects, the most recently active first, in one batch. */
    recentlyActive(filter: Record<string, unknown>, projection: ProjectionType<ProfileDoc>, limit: number) {
      return Profile.find(filter, projection)
        .sort({ lastActiveAt: -1, _id: -1 })
        .limit(limit)
        .batchSize(limit)
        .lean<ProfileDoc[]>();
    },

    /** Up to `limit` profiles `filter` selects, newest `key` first (then highest id): a keyset page. */
    pageBy(
      filter: Record<string, unknown>,
      key: 'createdAt' | 'lastActiveAt',
      projection: ProjectionType<ProfileDoc>,
      limit: number
    ) {
      return Profile.find(filter, projection)
        .sort({ [key]: -1, _id: -1 })
        .limit(limit)
        .lean<ProfileDoc[]>();
    },

    /** Every other member's stored photo fingerprints (near-duplicate photo checks). */
    photoFingerprintsExcept(userId: string): Promise<Pick<ProfileDoc, 'userId' | 'photos'>[]> {
      return Profile.find(
        { userId: { $ne: userId }, photoCount: { $gt: 0 } },
        { userId: 1, 'photos.id': 1, 'photos.fingerprint': 1 }
      ).lean<Pick<ProfileDoc, 'userId' | 'photos'>[]>();
    },

    /**
     * An administrator's decision, if the profile is still pending at the revision they saw: its new status and
     * reason, with its events. The new revision, or null when another change came first.
     */
    async decideModeration(
      doc: Pick<ProfileDoc, '_id'>,
      revision: number,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
      events: PendingEvent[]
    ): Promise<number | null> {
      const updated = await Profile.findOneAndUpdate(
        { _id: doc._id, moderationStatus: 'pending', moderationRevision: revision },
        {
          $set: {
            moderationStatus: decision.status,
            moderationReason: decision.reason,
            submittedAt: null,
            ...(decision.status === 'approved' ? { approvedOnce: true } : {})
          },
          $inc: { moderationRevision: 1 },
          $push: { pendingEvents: { $each: events } }
        },
        { new: true, projection: { moderationRevision: 1 } }
      ).lean<Pick<ProfileDoc, 'moderationRevision'>>();
      return updated ? updated.moderationRevision : null;
    },

    /** Changes a member's standing (`set`) with its events, if it is still `doc`'s; false when it changed meanwhile. */
    async changeStanding(
      doc: Pick<ProfileDoc, '_id' | 'moderationStatus'>,
      set: Record<string, unknown>,
      events: PendingEvent[]
    ): Promise<boolean> {
      const written = await Profile.updateOne(
        { _id: doc._id, moderationStatus: doc.moderationStatus },
        {
          ...(Object.keys(set).length > 0 ? { $set: set } : {}),
          ...(events.length > 0 ? { $push: { pendingEvents: { $each: events } } } : {})
        }
      );
      return written.matchedCount > 0;
    },

    /** The profile holding a photo or horoscope image with this public id. */
    findByImageId(imageId: string) {
      return Profile.findOne({
        $or: [{ 'photos.id': imageId }, { 'horoscope.id': imageId }]
      }).lean<ProfileDoc>();
    },

    /** Replaces the member's profile fields (the full validated set); fullName stays the identity's. */
    /** The member's edit, the full name included: all of it waits for moderation again. */
    updateFields(current: ProfileDoc, fields: StoredProfileFields) {
      return Profile.findOneAndUpdate(
        { _id: current._id },
        {
          ...submitted(flagsOf(fields)),
          $set: { ...fields, ...searchFieldsOf(fields), ...submitted(flagsOf(fields)).$set },
          $push: {
            pendingEvents: updatedEvent({ ...current, fullName: fields.fullName, state: fields.state })
          }
        },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Compare-and-set of the photo list: null when another change came first (revision moved on). */
    replacePhotos(current: ProfileDoc, photos: StoredPhoto[], photoMatches: PhotoMatch[]) {
      return Profile.findOneAndUpdate(
        { _id: current._id, photoRevision: current.photoRevision },
        {
          $set: {
            photos,
            photoCount: photos.length,
            photoMatches,
            photoVerified: photoBadgeAfter(current.photoVerified, current.photos, photos),
            ...submitted().$set
          },
          $inc: { photoRevision: 1, ...submitted().$inc },
          $push: { pendingEvents: updatedEvent({ ...current, photos }) }
        },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Sets or clears the horoscope image; returns the profile as it was before (to delete the old files). */
    replaceHoroscope(current: ProfileDoc, horoscope: StoredImage | null) {
      return Profile.findOneAndUpdate(
        { _id: current._id },
        {
          ...submitted(),
          $set: { horoscope, ...submitted().$set },
          $push: { pendingEvents: updatedEvent(current) }
        },
        { new: false }
      ).lean<ProfileDoc>();
    },

    /** Hides the profile from others or shows it again; moderation is unaffected. */
    setHidden(current: ProfileDoc, hidden: boolean) {
      return Profile.findOneAndUpdate(
        { _id: current._id },
        {
          $set: { hidden },
          $push: { pendingEvents: updatedEvent({ ...current, hidden }, current.moderationStatus) }
        },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Copies a newly known verified identity onto an existing profile. */
    async applyIdentity(userId: string, contact: IdentityContact & { fullName: string }) {
      await Profile.updateOne(
        { userId },
        { $set: { mobile: contact.mobile, email: contact.email, fullName: contact.fullName } }
      );
    },

    /**
     * svc-identity's word on the member's ID check, unless a later one was applied already (a redelivered or
     * overtaken event changes nothing). A member without a profile has nothing to show it on: the check needs one.
     */
    async applyIdVerification(userId: string, idVerified: boolean, asOf: Date): Promise<void> {
      await Profile.updateOne(
        { userId, $or: [{ verificationAsOf: null }, { verificationAsOf: { $lte: asOf } }] },
        { $set: { idVerified, verificationAsOf: asOf } }
      );
    },

    /**
     * A moderator approved the member's selfie: the photo badge, while the main photo is still the one the selfie
     * was compared with (a change of photos at the same moment is re-read). False when the main photo changed.
     */
    async grantPhotoBadge(profileId: string, primaryPhotoId: string): Promise<boolean> {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const doc = await Profile.findById(profileId, {
          photos: 1,
          photoRevision: 1
        }).lean<ProfileDoc | null>();
        if (!doc || primaryFirst(doc.photos)[0]?.id !== primaryPhotoId) return false;
        const { matchedCount } = await Profile.updateOne(
          { _id: doc._id, photoRevision: doc.photoRevision },
          { $set: { photoVerified: true } }
        );
        if (matchedCount === 1) return true;
      }
      return false;
    },

    /** Gives every profile created before member numbers existed its number and search fields (idempotent, at start-up). */
    async backfill(): Promise<number> {
      const missing = await Profile.find(
        { $or: [{ memberNumber: null }, { heightCm: null }, { lastActiveAt: null }, { photoCount: null }] },
        { height: 1, annualIncome: 1, memberNumber: 1, lastActiveAt: 1, createdAt: 1, photos: 1 }
      ).lean<ProfileDoc[]>();
      for (const doc of missing) {
        const set = {
          ...searchFieldsOf(doc),
          lastActiveAt: doc.lastActiveAt ?? doc.createdAt,
          photoCount: doc.photos.length,
          ...(doc.memberNumber ? {} : { memberNumber: await memberNumbers.next() })
        };
        await Profile.updateOne({ _id: doc._id, memberNumber: doc.memberNumber }, { $set: set });
      }
      return missing.length;
    },

    /** Marks the member active now, at most once per `minIntervalMs` (a conditional write, no read first). */
    async touchLastActive(userId: string, now: Date, minIntervalMs: number): Promise<void> {
      await Profile.updateOne(
        {
          userId,
          $or: [{ lastActiveAt: null }, { lastActiveAt: { $lt: new Date(now.getTime() - minIntervalMs) } }]
        },
        { $set: { lastActiveAt: now } }
      );
    },

    findById(id: string, projection?: ProjectionType<ProfileDoc>) {
      return Profile.findById(id, projection).lean<ProfileDoc>();
    },

    async setPhotoPrivacy(current: Pick<ProfileDoc, '_id'>, photoPrivacy: ProfileDoc['photoPrivacy']) {
      await Profile.updateOne({ _id: current._id }, { $set: { photoPrivacy } });
    },

    async setHoroscopeTradition(
      current: Pick<ProfileDoc, '_id'>,
      horoscopeTradition: NonNullable<ProfileDoc['horoscopeTradition']>
    ) {
      await Profile.updateOne({ _id: current._id }, { $set: { horoscopeTradition } });
    },

    /** Deletes the profile document; returns it (its image files are the caller's to delete). */
    erase(userId: string) {
      return Profile.findOneAndDelete({ userId }).lean<ProfileDoc>();
    },

    /** Account erasure: other profiles' near-duplicate photo flags stop naming the erased member (their photos are gone too). */
    async forgetPhotoMatchesWith(userId: string): Promise<void> {
      await Profile.updateMany(
        { 'photoMatches.otherUserId': userId },
        { $pull: { photoMatches: { otherUserId: userId } } }
      );
    }
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
