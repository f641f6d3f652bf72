import { Schema, type Connection } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface Deletion {
  /** Keycloak user id of the account. */
  _id: string;
  /** The member's mobile (Keycloak username), so the number can register again. */
  mobile: string;
  state: 'pending' | 'done';
  requestedAt: Date;
  expireAt: Date;
  pendingEvents: PendingEvent[];
}

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const deletionSchema = new Schema<Deletion>({
  _id: { type: String, required: true },
  mobile: { type: String, required: true },
  state: { type: String, required: true, enum: ['pending', 'done'] },
  requestedAt: { type: Date, required: true },
  expireAt: { type: Date, required: true }
});
deletionSchema.index({ state: 1, requestedAt: 1 });
deletionSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });
deletionSchema.plugin(outboxPlugin);

/**
 * Account deletions: the intent is written before Keycloak is asked, so a crash in between leaves a
 * `pending` record that finishDeletions completes; `done` records are the outbox of identity.user.deleted.
 */
export function createDeletions(connection: Connection) {
  const Deletions = connection.model<Deletion>('Deletion', deletionSchema, 'deletions');
  return {
    async begin(userId: string, mobile: string, now: Date): Promise<void> {
      await Deletions.updateOne(
        { _id: userId },
        { $set: { mobile, state: 'pending', requestedAt: now, expireAt: new Date(now.getTime() + KEEP_MS) } },
        { upsert: true }
      );
    },

    /** Marks the deletion done and queues its event, once. */
    async complete(userId: string, event: PendingEvent): Promise<void> {
      await Deletions.updateOne({ _id: userId, state: 'pending' }, { $set: { state: 'done' }, $push: { pendingEvents: event } });
    },

    /** The mobile of an account whose deletion was recorded (kept 30 days), e.g. to bar it after the account is gone. */
    async mobileOf(userId: string): Promise<string | undefined> {
      return (await Deletions.findById(userId, { mobile: 1 }).lean())?.mobile;
    },

    /** Deletions begun before `before` and never completed. */
    async unfinished(before: Date): Promise<{ userId: string; mobile: string }[]> {
      const docs = await Deletions.find({ state: 'pending', requestedAt: { $lt: before } }, { mobile: 1 }).limit(100).lean();
      return docs.map((doc) => ({ userId: doc._id, mobile: doc.mobile }));
    },

    model: Deletions
  };
}

export type Deletions = ReturnType<typeof createDeletions>;
