import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

interface UnlockDoc {
  /** `<userId>:<profileId>` */
  _id: string;
  userId: string;
  profileId: string;
  unlockedAt: Date;
}

interface RevealDoc {
  /** `<viewerId>:<ownerId>`: the first time the viewer saw this owner's contact. */
  _id: string;
  viewerId: string;
  ownerId: string;
  /** The viewer's day (Asia/Kolkata) of the first reveal: premium fair use counts new profiles per day. */
  day: string;
  revealedAt: Date;
  via: 'premium' | 'unlock';
}

const unlockSchema = new Schema<UnlockDoc>(
  { _id: String, userId: { type: String, required: true }, profileId: { type: String, required: true }, unlockedAt: { type: Date, required: true } },
  { collection: 'contact_unlocks', versionKey: false }
);
unlockSchema.index({ userId: 1 });
const revealSchema = new Schema<RevealDoc>(
  {
    _id: String,
    viewerId: { type: String, required: true },
    ownerId: { type: String, required: true },
    day: { type: String, required: true },
    revealedAt: { type: Date, required: true },
    via: { type: String, enum: ['premium', 'unlock'], required: true }
  },
  { collection: 'contact_reveals', versionKey: false }
);
revealSchema.index({ viewerId: 1, day: 1 });
revealSchema.index({ ownerId: 1, revealedAt: -1 });

/** Contact unlocks (read model of billing.contact.unlocked) and every reveal of a member's contact details. */
export function createContactAccessStore(conn: Connection) {
  const Unlocks = (conn.models.ContactUnlock as Model<UnlockDoc> | undefined) ?? conn.model<UnlockDoc>('ContactUnlock', unlockSchema);
  const Reveals = (conn.models.ContactReveal as Model<RevealDoc> | undefined) ?? conn.model<RevealDoc>('ContactReveal', revealSchema);
  // Every page of cards asks which contacts the viewer holds: the driver, without mongoose's query building.
  const unlocks = Unlocks.collection as unknown as Collection<UnlockDoc>;
  const reveals = Reveals.collection as unknown as Collection<RevealDoc>;
  return {
    async applyUnlock(userId: string, profileId: string, unlockedAt: Date): Promise<void> {
      await Unlocks.updateOne({ _id: `${userId}:${profileId}` }, { $setOnInsert: { userId, profileId, unlockedAt } }, { upsert: true });
    },

    async hasUnlocked(userId: string, profileId: string): Promise<boolean> {
      return (await Unlocks.countDocuments({ _id: `${userId}:${profileId}` })) > 0;
    },

    /** Which of these owners' contacts the viewer holds (unlocked, or already revealed): they see full names. */
    async entitledAmong(viewerId: string, owners: readonly { userId: string; profileId: string }[]): Promise<Set<string>> {
      if (owners.length === 0) return new Set();
      const [unlockDocs, revealDocs] = await Promise.all([
        unlocks.find({ _id: { $in: owners.map((owner) => `${viewerId}:${owner.profileId}`) } }, { projection: { profileId: 1 } }).toArray(),
        reveals.find({ _id: { $in: owners.map((owner) => `${viewerId}:${owner.userId}`) } }, { projection: { ownerId: 1 } }).toArray()
      ]);
      const unlocked = new Set(unlockDocs.map((doc) => doc.profileId));
      const revealed = new Set(revealDocs.map((doc) => doc.ownerId));
      return new Set(owners.filter((owner) => unlocked.has(owner.profileId) || revealed.has(owner.userId)).map((owner) => owner.userId));
    },

    async alreadyRevealed(viewerId: string, ownerId: string): Promise<boolean> {
      return (await Reveals.countDocuments({ _id: `${viewerId}:${ownerId}` })) > 0;
    },

    async newProfilesRevealedOn(viewerId: string, day: string): Promise<number> {
      return Reveals.countDocuments({ viewerId, day, via: 'premium' });
    },

    /** Records the first reveal (a repeat is a no-op). */
    async recordReveal(viewerId: string, ownerId: string, day: string, now: Date, via: 'premium' | 'unlock'): Promise<void> {
      try {
        await Reveals.create({ _id: `${viewerId}:${ownerId}`, viewerId, ownerId, day, revealedAt: now, via });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    },

    /** Who saw the member's contact, newest first, leaving out viewers in `exclude` (blocked either way). */
    async viewersOf(ownerId: string, exclude: readonly string[], page: { skip: number; limit: number }) {
      const filter = { ownerId, viewerId: { $nin: exclude } };
      return pageWithTotal(
        page,
        () => Reveals.find(filter, { viewerId: 1, revealedAt: 1 }).sort({ revealedAt: -1, _id: -1 }).skip(page.skip).limit(page.limit).lean<{ viewerId: string; revealedAt: Date }[]>(),
        () => Reveals.countDocuments(filter)
      );
    },

    async eraseOf(userId: string): Promise<void> {
      await Unlocks.deleteMany({ userId });
      await Reveals.deleteMany({ $or: [{ viewerId: userId }, { ownerId: userId }] });
    }
  };
}

export type ContactAccessStore = ReturnType<typeof createContactAccessStore>;
