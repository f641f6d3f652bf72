import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxEvent, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface ContactUnlockDoc {
  /** `<userId>:<profileId>`: one unlock per member and profile, by the unique _id. */
  _id: string;
  userId: string;
  profileId: string;
  orderId: string;
  unlockedAt: Date;
  /** Set when the unlock's payment was refunded: the member no longer holds it (and may buy it again). */
  withdrawnAt?: Date | null;
  pendingEvents: PendingEvent[];
}

const contactUnlockSchema = new Schema<ContactUnlockDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    profileId: { type: String, required: true },
    orderId: { type: String, required: true },
    unlockedAt: { type: Date, required: true },
    withdrawnAt: { type: Date, default: null }
  },
  { versionKey: false, collection: 'contact_unlocks' }
);
contactUnlockSchema.plugin(outboxPlugin);
contactUnlockSchema.index({ userId: 1, unlockedAt: -1 });

const unlockId = (userId: string, profileId: string) => `${userId}:${profileId}`;

/** The `contact_unlocks` collection: permanent ₹49 entitlements, each announced as billing.contact.unlocked in the same write. */
export function createContactUnlocksStore(connection: Connection) {
  const ContactUnlocks = connection.model<ContactUnlockDoc>('ContactUnlock', contactUnlockSchema);
  return {
    model: ContactUnlocks,

    /** Grants the unlock; false when the member already has it (a repeat, or a second order for the same profile). */
    async grant(userId: string, profileId: string, orderId: string, now: Date): Promise<boolean> {
      const event = outboxEvent('billing.contact.unlocked', {
        userId,
        profileId,
        orderId,
        unlockedAt: now.toISOString()
      });
      try {
        await ContactUnlocks.create({
          _id: unlockId(userId, profileId),
          userId,
          profileId,
          orderId,
          unlockedAt: now,
          pendingEvents: [event]
        });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // Held before and withdrawn (refunded): this order grants it again.
      const regranted = await ContactUnlocks.updateOne(
        { _id: unlockId(userId, profileId), withdrawnAt: { $ne: null } },
        { $set: { orderId, unlockedAt: now, withdrawnAt: null }, $push: { pendingEvents: event } }
      );
      return regranted.modifiedCount === 1;
    },

    /**
     * The order's payment was refunded: the unlock it granted is withdrawn and announced as billing.contact.withdrawn
     * in the same write. Nothing when that order's unlock is already withdrawn or another order holds it now.
     */
    async withdraw(order: { _id: string; userId: string; profileId: string }, now: Date): Promise<boolean> {
      const event = outboxEvent('billing.contact.withdrawn', {
        userId: order.userId,
        profileId: order.profileId,
        orderId: order._id,
        withdrawnAt: now.toISOString(),
        reason: 'refunded'
      });
      const withdrawn = await ContactUnlocks.updateOne(
        { _id: unlockId(order.userId, order.profileId), orderId: order._id, withdrawnAt: null },
        { $set: { withdrawnAt: now }, $push: { pendingEvents: event } }
      );
      return withdrawn.modifiedCount === 1;
    },

    async has(userId: string, profileId: string): Promise<boolean> {
      return (
        (await ContactUnlocks.countDocuments({ _id: unlockId(userId, profileId), withdrawnAt: null })) > 0
      );
    },

    async profilesOf(userId: string): Promise<string[]> {
      const docs = await ContactUnlocks.find({ userId, withdrawnAt: null }, { profileId: 1 })
        .sort({ unlockedAt: -1 })
        .lean<{ profileId: string }[]>();
      return docs.map((doc) => doc.profileId);
    },

    /** The account was deleted: its unlocks go (the profile read models drop theirs on identity.user.deleted). */
    async eraseOf(userId: string): Promise<void> {
      await ContactUnlocks.deleteMany({ userId });
    }
  };
}

export type ContactUnlocksStore = ReturnType<typeof createContactUnlocksStore>;
