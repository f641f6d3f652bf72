import { Schema, type Connection } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface Deletion {
  /** Keycloak user id of the deleted account. */
  _id: string;
  deletedAt: Date;
  expireAt: Date;
  pendingEvents: PendingEvent[];
}

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const deletionSchema = new Schema<Deletion>({
  _id: { type: String, required: true },
  deletedAt: { type: Date, required: true },
  expireAt: { type: Date, required: true }
});
deletionSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });
deletionSchema.plugin(outboxPlugin);

/** Deleted accounts: the outbox of `identity.user.deleted` (kept a month, then only other services remember). */
export function createDeletions(connection: Connection) {
  const Deletions = connection.model<Deletion>('Deletion', deletionSchema, 'deletions');
  return {
    async record(userId: string, event: PendingEvent, now = new Date()): Promise<void> {
      await Deletions.updateOne(
        { _id: userId },
        { $set: { deletedAt: now, expireAt: new Date(now.getTime() + KEEP_MS) }, $push: { pendingEvents: event } },
        { upsert: true }
      );
    },
    model: Deletions
  };
}

export type Deletions = ReturnType<typeof createDeletions>;
