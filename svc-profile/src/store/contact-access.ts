import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

interface UnlockDoc {
  /** `<userId>:<profileId>` */
  _id: string;
  userId: string;
  profileId: string;
  /** The order that granted it (absent on unlocks recorded before withdrawals existed). */
  orderId?: string;
  unlockedAt?: Date;
  /** false once withdrawn (refunded), or when the withdrawal arrived before its unlock; absent means held. */
  active?: boolean;
  /** Orders whose unlock was withdrawn: their unlock event, arriving late or again, grants nothing. */
  withdrawnOrderIds?: string[];
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
  {
    _id: String,
    userId: { type: String, required: true },
    profileId: { type: String, required: true },
    orderId: String,
    unlockedAt: Date,
    active: Boolean,
    withdrawnOrderIds: [String]
  },
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
  /** The viewer's userId: one document per premium member, holding only their current day. */
  _id: string;
  /** The day (Asia/Kolkata, `YYYY-MM-DD`) the count is for; the next day's first reveal starts it again. */
  day: string;
  /** Reveals of new profiles taken that day. */
  used: number;
}

// No TTL: a member's one document is reused day after day, so nothing piles up and no expiry races a count.
const slotsSchema = new Schema<SlotsDoc>(
  { _id: String, day: { type: String, required: true }, used: { type: Number, required: true } },
  { collection: 'contact_daily_slots', versionKey: false }
);

/** Contact unlocks (read model of billing.contact.unlocked and .withdrawn) and every reveal of a member's contact details. */
export function createContactAccessStore(conn: Connection) {
  const Unlocks =
    (conn.models.ContactUnlock as Model<UnlockDoc> | undefined) ??
    conn.model<UnlockDoc>('ContactUnlock', unlockSchema);
  const Reveals =
    (conn.models.ContactReveal as Model<RevealDoc> | undefined) ??
    conn.model<RevealDoc>('ContactReveal', revealSchema);
  // Every page of cards asks which contacts the viewer holds: the driver, without mongoose's query building.
  const unlocks = Unlocks.collection as unknown as Collection<UnlockDoc>;
  const reveals = Reveals.collection as unknown as Collection<RevealDoc>;
  const Slots =
    (conn.models.ContactDailySlots as Model<SlotsDoc> | undefined) ??
    conn.model<SlotsDoc>('ContactDailySlots', slotsSchema);
  const slots = Slots.collection as unknown as Collection<SlotsDoc>;
  const raise = (viewerId: string, day: string, max: number) =>
    slots.findOneAndUpdate(
      { _id: viewerId, day, used: { $lt: max } },
      { $inc: { used: 1 } },
      { returnDocument: 'after' }
    );
  return {
    /**
     * billing.contact.unlocked. The unlock and its withdrawal travel on separate consumers, so either may come first:
     * an order already withdrawn grants nothing.
     */
    async applyUnlock(userId: string, profileId: string, orderId: string, unlockedAt: Date): Promise<void> {
      try {
        await Unlocks.updateOne(
          { _id: `${userId}:${profileId}`, withdrawnOrderIds: { $ne: orderId } },
          { $set: { userId, profileId, orderId, unlockedAt, active: true } },
          { upsert: true }
        );
      } catch (error) {
        // The document exists and lists this order as withdrawn (the upsert tried to insert it again).
        if (!isDuplicateKey(error)) throw error;
      }
    },

    /** billing.contact.withdrawn: the order's unlock no longer counts; a newer order's unlock is left alone. */
    async applyWithdrawal(userId: string, profileId: string, orderId: string): Promise<void> {
      const _id = `${userId}:${profileId}`;
      await Unlocks.updateOne(
        { _id },
        { $addToSet: { withdrawnOrderIds: orderId }, $setOnInsert: { userId, profileId, active: false } },
        { upsert: true }
      );
      await Unlocks.updateOne({ _id, orderId }, { $set: { active: false } });
    },

    async hasUnlocked(userId: string, profileId: string): Promise<boolean> {
      return (await Unlocks.countDocuments({ _id: `${userId}:${profileId}`, active: { $ne: false } })) > 0;
    },

    /** Which of these owners' contacts the viewer holds (unlocked, or already revealed): they see full names. */
    async entitledAmong(
      viewerId: string,
      owners: readonly { userId: string; profileId: string }[]
    ): Promise<Set<string>> {
      if (owners.length === 0) return new Set();
      const [unlockDocs, revealDocs] = await Promise.all([
        unlocks
          .find(
            { _id: { $in: owners.map((owner) => `${viewerId}:${owner.profileId}`) }, active: { $ne: false } },
            { projection: { profileId: 1 } }
          )
          .toArray(),
        reveals
          .find(
            { _id: { $in: owners.map((owner) => `${viewerId}:${owner.userId}`) } },
            { projection: { ownerId: 1 } }
          )
          .toArray()
      ]);
      const unlocked = new Set(unlockDocs.map((doc) => doc.profileId));
      const revealed = new Set(revealDocs.map((doc) => doc.ownerId));
      return new Set(
        owners
          .filter((owner) => unlocked.has(owner.profileId) || revealed.has(owner.userId))
          .map((owner) => owner.userId)
      );
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
    async takeDailySlot(viewerId: string, day: string, max: number): Promise<boolean> {
      if (await raise(viewerId, day, max)) return true;
      const current = await slots.findOne({ _id: viewerId }, { projection: { day: 1 } });
      // All of today's are taken (or, across replicas' clocks at midnight, the next day has already begun).
      if (current && current.day >= day) return false;
      // The day's first: the count starts from reveals recorded today before it (none, but on the day this began).
      const used = await reveals.countDocuments({ viewerId, day, via: 'premium' });
      try {
        // Only an older day is replaced, so of parallel first reveals one starts the day and the rest count on it.
        await slots.updateOne(
          { _id: viewerId, day: { $lt: day } },
          { $set: { day, used } },
          { upsert: true }
        );
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      return (await raise(viewerId, day, max)) !== null;
    },

    /** Gives a taken slot back: the reveal was not recorded, or another request of the viewer's recorded it first. */
    async giveBackDailySlot(viewerId: string, day: string): Promise<void> {
      await slots.updateOne({ _id: viewerId, day, used: { $gt: 0 } }, { $inc: { used: -1 } });
    },

    /** Records the first reveal; true when this call recorded it, false when it was already there. */
    async recordReveal(
      viewerId: string,
      ownerId: string,
      day: string,
      now: Date,
      via: 'premium' | 'unlock'
    ): Promise<boolean> {
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
        () =>
          Reveals.find(filter, { viewerId: 1, revealedAt: 1 })
            .sort({ revealedAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<{ viewerId: string; revealedAt: Date }[]>(),
        () => Reveals.countDocuments(filter)
      );
    },

    async eraseOf(userId: string): Promise<void> {
      await Unlocks.deleteMany({ userId });
      await Reveals.deleteMany({ $or: [{ viewerId: userId }, { ownerId: userId }] });
      await Slots.deleteOne({ _id: userId });
    }
  };
}

export type ContactAccessStore = ReturnType<typeof createContactAccessStore>;
