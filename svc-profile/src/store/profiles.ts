// Profile reads and writes. Every change that others could see sets moderation back to pending
// and carries its profile.created / profile.updated event in the same write (outbox).
import { type Connection } from 'mongoose';
import { type StoredProfileFields } from '@matrimony/catalog';
import { outboxEvent } from '@matrimony/service-kit';
import { type IdentityContact } from '../domain/identity-contact';
import { STATUS_AFTER_MEMBER_CHANGE } from '../domain/moderation';
import { profileModel, type ProfileDoc, type StoredImage, type StoredPhoto } from './profile-model';

export class ProfileExistsError extends Error {
  constructor(userId: string) {
    super(`user ${userId} already has a profile`);
    this.name = 'ProfileExistsError';
  }
}

const DUPLICATE_KEY = 11000;

function updatedEvent(profile: Pick<ProfileDoc, '_id' | 'userId' | 'fullName' | 'gender'>, moderationStatus = STATUS_AFTER_MEMBER_CHANGE) {
  return outboxEvent('profile.updated', {
    userId: profile.userId,
    profileId: String(profile._id),
    fullName: profile.fullName,
    gender: profile.gender,
    moderationStatus
  });
}

export interface NewProfile {
  userId: string;
  contact: IdentityContact & { fullName: string };
  fields: StoredProfileFields;
}

export function createProfileStore(conn: Connection) {
  const Profile = profileModel(conn);

  return {
    model: Profile,

    async create({ userId, contact, fields }: NewProfile): Promise<ProfileDoc> {
      const doc = new Profile({
        ...fields,
        userId,
        mobile: contact.mobile,
        email: contact.email,
        fullName: contact.fullName,
        moderationStatus: STATUS_AFTER_MEMBER_CHANGE
      });
      doc.pendingEvents.push(
        outboxEvent('profile.created', {
          userId,
          profileId: String(doc._id),
          fullName: contact.fullName,
          gender: fields.gender,
          moderationStatus: STATUS_AFTER_MEMBER_CHANGE
        })
      );
      try {
        await doc.save();
      } catch (err) {
        if ((err as { code?: number }).code === DUPLICATE_KEY) throw new ProfileExistsError(userId);
        throw err;
      }
      return doc.toObject();
    },

    findByUserId(userId: string) {
      return Profile.findOne({ userId }).lean<ProfileDoc>();
    },

    /** The profile holding a photo or horoscope image with this public id. */
    findByImageId(imageId: string) {
      return Profile.findOne({ $or: [{ 'photos.id': imageId }, { 'horoscope.id': imageId }] }).lean<ProfileDoc>();
    },

    /** Replaces the member's profile fields (the full validated set); fullName stays the identity's. */
    updateFields(current: ProfileDoc, fields: StoredProfileFields) {
      const { fullName: _clientName, ...rest } = fields;
      return Profile.findOneAndUpdate(
        { _id: current._id },
        { $set: { ...rest, moderationStatus: STATUS_AFTER_MEMBER_CHANGE, moderationReason: null }, $push: { pendingEvents: updatedEvent(current) } },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Compare-and-set of the photo list: null when another change came first (revision moved on). */
    replacePhotos(current: ProfileDoc, photos: StoredPhoto[]) {
      return Profile.findOneAndUpdate(
        { _id: current._id, photoRevision: current.photoRevision },
        {
          $set: { photos, moderationStatus: STATUS_AFTER_MEMBER_CHANGE, moderationReason: null },
          $inc: { photoRevision: 1 },
          $push: { pendingEvents: updatedEvent(current) }
        },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Sets or clears the horoscope image; returns the profile as it was before (to delete the old files). */
    replaceHoroscope(current: ProfileDoc, horoscope: StoredImage | null) {
      return Profile.findOneAndUpdate(
        { _id: current._id },
        {
          $set: { horoscope, moderationStatus: STATUS_AFTER_MEMBER_CHANGE, moderationReason: null },
          $push: { pendingEvents: updatedEvent(current) }
        },
        { new: false }
      ).lean<ProfileDoc>();
    },

    /** Hides the profile from others or shows it again; moderation is unaffected. */
    setHidden(current: ProfileDoc, hidden: boolean) {
      return Profile.findOneAndUpdate(
        { _id: current._id },
        { $set: { hidden }, $push: { pendingEvents: updatedEvent(current, current.moderationStatus) } },
        { new: true }
      ).lean<ProfileDoc>();
    },

    /** Copies a newly known verified identity onto an existing profile. */
    async applyIdentity(userId: string, contact: IdentityContact & { fullName: string }) {
      await Profile.updateOne({ userId }, { $set: { mobile: contact.mobile, email: contact.email, fullName: contact.fullName } });
    },

    /** Deletes the profile document; returns it (its image files are the caller's to delete). */
    erase(userId: string) {
      return Profile.findOneAndDelete({ userId }).lean<ProfileDoc>();
    }
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
