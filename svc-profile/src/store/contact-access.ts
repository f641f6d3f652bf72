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

interface SlotsDoc {
  /** `<viewerId>:<day>`: premium reveals of new profiles taken that day (Asia/Kolkata). */
  _id: string;
  used: number;
  expireAt: Date;
}

const slotsSchema = new Schema<SlotsDoc>(
  { _id: String, used: { type: Number, required: true }, expireAt: { type: Date, required: true } },
  { collection: 'contact_daily_slots', versionKey: false }
);
slotsSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** A day's counter outlives its day in every time zone. */
const KEEP_SLOTS_MS = 2 * 24 * 60 * 60 * 1000;

/** Contact unlocks (read model of billing.contact.unlocked) and every reveal of a member's contact details. */
export function createContactAccessStore(conn: Connection) {
  const Unlocks = (conn.models.ContactUnlock as Model<UnlockDoc> | undefined) ?? conn.model<UnlockDoc>('ContactUnlock', unlockSchema);
  const Reveals = (conn.models.ContactReveal as Model<RevealDoc> | undefined) ?? conn.model<RevealDoc>('ContactReveal', revealSchema);
  // Every page of cards asks which contacts the viewer holds: the driver, without mongoose's query building.
  const unlocks = Unlocks.collection as unknown as Collection<UnlockDoc>;
  const reveals = Reveals.collection as unknown as Collection<RevealDoc>;
  const Slots = (conn.models.ContactDailySlots as Model<SlotsDoc> | undefined) ?? conn.model<SlotsDoc>('ContactDailySlots', slotsSchema);
  const slots = Slots.collection as unknown as Collection<SlotsDoc>;
  const raise = (_id: string, max: number) => slots.findOneAndUpdate({ _id, used: { $lt: max } }, { $inc: { used: 1 } }, { returnDocument: 'after' });
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

    /**
     * Takes one of the day's premium reveals of a new profile, or answers false when all `max` are taken. One
     * conditional update raises the counter, so parallel reveals never pass the limit (as the interest quota).
     */
    async takeDailySlot(viewerId: string, day: string, max: number, now: Date): Promise<boolean> {
      const _id = `${viewerId}:${day}`;
      if (await raise(_id, max)) return true;
      if ((await slots.countDocuments({ _id })) > 0) return false;
      // The day's first: the counter starts from reveals recorded today before it existed.
      const used = await reveals.countDocuments({ viewerId, day, via: 'premium' });
      try {
        await slots.insertOne({ _id, used, expireAt: new Date(now.getTime() + KEEP_SLOTS_MS) });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      return (await raise(_id, max)) !== null;
    },

    /** Gives a taken slot back: the reveal was not recorded, or another request of the viewer's recorded it first. */
    async giveBackDailySlot(viewerId: string, day: string): Promise<void> {
      await slots.updateOne({ _id: `${viewerId}:${day}`, used: { $gt: 0 } }, { $inc: { used: -1 } });
    },

    /** Records the first reveal; true when this call recorded it, false when it was already there. */
    async recordReveal(viewerId: string, ownerId: string, day: string, now: Date, via: 'premium' | 'unlock'): Promise<boolean> {
      try {
        await Reveals.create({ _id: `${viewerId}:${ownerId}`, viewerId, ownerId, day, revealedAt: now, via });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return false;
      }
    },

    /** How many saw the member's contact, leaving out viewers in `exclude` (blocked either way). */
    async countViewersOf(ownerId: string, exclude: readonly string[]): Promise<number> {
      return Reveals.countDocuments({ ownerId, viewerId: { $nin: exclude } });
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
      await Slots.deleteMany({ _id: { $regex: `^${userId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:` } });
    }
  };
}

export type ContactAccessStore = ReturnType<typeof createContactAccessStore>;
