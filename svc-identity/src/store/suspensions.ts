import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

export type Standing = 'suspended' | 'reinstated';

interface Suspension {
  /** Keycloak user id. */
  _id: string;
  /** The newest moderation decision about the account. */
  state: Standing;
  /** When the administrator decided it (the profile event's `at`): decisions apply in this order. */
  at: Date;
  /** Keycloak reflects `state` (enabled or not, sessions ended) and its event is queued. */
  applied: boolean;
  pendingEvents: PendingEvent[];
}

const suspensionSchema = new Schema<Suspension>({
  _id: { type: String, required: true },
  state: { type: String, required: true, enum: ['suspended', 'reinstated'] },
  at: { type: Date, required: true },
  applied: { type: Boolean, required: true }
});
suspensionSchema.plugin(outboxPlugin);

/**
 * Each suspended (or once suspended) account's standing, and the outbox of identity.user.suspended and
 * .reinstated. A suspension and its lifting come from two subjects (two durable consumers) and may arrive in
 * either order: only a newer decision replaces the stored one.
 */
export function createSuspensions(connection: Connection) {
  const Suspensions = connection.model<Suspension>('Suspension', suspensionSchema, 'suspensions');
  return {
    /** Records a decision unless one as new or newer is stored; true when it was recorded. */
    async decide(userId: string, state: Standing, at: Date): Promise<boolean> {
      try {
        const { upsertedCount, modifiedCount } = await Suspensions.updateOne(
          { _id: userId, at: { $lt: at } },
          { $set: { state, at, applied: false } },
          { upsert: true }
        );
        return upsertedCount + modifiedCount > 0;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    async current(userId: string): Promise<{ state: Standing; at: Date; applied: boolean } | null> {
      return Suspensions.findById(userId, { state: 1, at: 1, applied: 1 }).lean();
    },

    /** Marks the decision of `at` applied and queues its event, once: false when already applied or overtaken. */
    async markApplied(userId: string, at: Date, event: PendingEvent): Promise<boolean> {
      const { modifiedCount } = await Suspensions.updateOne(
        { _id: userId, at, applied: false },
        { $set: { applied: true }, $push: { pendingEvents: event } }
      );
      return modifiedCount === 1;
    },

    /** Account deletion: nothing of the member is kept. */
    async erase(userId: string): Promise<void> {
      await Suspensions.deleteOne({ _id: userId });
    },

    model: Suspensions
  };
}

export type Suspensions = ReturnType<typeof createSuspensions>;
