import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface Deletion {
  /** Pending: the Keycloak user id. Done: `done:<deletedAccountHash>`, so the finished record holds no id. */
  _id: string;
  /** Pending only: the member's mobile (Keycloak username), so the number can register again. */
  mobile?: string;
  /** Done only: mobileHash of the number (the barred-mobile key), so a ban handled after the deletion can bar it. */
  mobileHash?: string;
  state: 'pending' | 'done';
  requestedAt: Date;
  expireAt: Date;
  pendingEvents: PendingEvent[];
}

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const deletionSchema = new Schema<Deletion>({
  _id: { type: String, required: true },
  mobile: { type: String },
  mobileHash: { type: String },
  state: { type: String, required: true, enum: ['pending', 'done'] },
  requestedAt: { type: Date, required: true },
  expireAt: { type: Date, required: true }
});
deletionSchema.index({ state: 1, requestedAt: 1 });
deletionSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });
deletionSchema.plugin(outboxPlugin);

const doneId = (accountHash: string) => `done:${accountHash}`;

/**
 * Account deletions: the intent (`pending`, with the id and mobile) is written before Keycloak is asked, so a crash
 * in between leaves a record that finishDeletion completes. Completing replaces it by a `done` record under keyed
 * hashes only, which is the outbox of identity.user.deleted (docs/product-rules.md#the-members-data: after deletion nothing holds the member's
 * id, mobile or e-mail except keyed hashes).
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

    /**
     * Records the deletion done under the hashes, with its event, once (a repeat finds the done record), then drops
     * the pending record. A crash in between leaves the pending one, which the recovery job completes again.
     */
    async complete(
      userId: string,
      hashes: { account: string; mobile: string },
      event: PendingEvent,
      now: Date
    ): Promise<void> {
      const pending = await Deletions.findById(userId, { requestedAt: 1, expireAt: 1 }).lean();
      try {
        await Deletions.create({
          _id: doneId(hashes.account),
          mobileHash: hashes.mobile,
          state: 'done',
          requestedAt: pending?.requestedAt ?? now,
          expireAt: pending?.expireAt ?? new Date(now.getTime() + KEEP_MS),
          pendingEvents: [event]
        });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      await Deletions.deleteOne({ _id: userId });
    },

    /** The mobile of an account whose deletion is under way (recorded, not finished yet). */
    async mobileOf(userId: string): Promise<string | undefined> {
      return (await Deletions.findById(userId, { mobile: 1 }).lean())?.mobile;
    },

    /** The mobile's hash of an account whose deletion finished (kept 30 days), e.g. to bar it after the account is gone. */
    async mobileHashOf(accountHash: string): Promise<string | undefined> {
      return (await Deletions.findById(doneId(accountHash), { mobileHash: 1 }).lean())?.mobileHash;
    },

    /** Whether the account's deletion was asked for (under way) or finished (found by its keyed hash). */
    async isDeleted(userId: string, accountHash: string): Promise<boolean> {
      return (await Deletions.exists({ _id: { $in: [userId, doneId(accountHash)] } })) !== null;
    },

    /** Deletions begun before `before` and never completed. */
    async unfinished(before: Date): Promise<{ userId: string; mobile: string }[]> {
      const docs = await Deletions.find({ state: 'pending', requestedAt: { $lt: before } }, { mobile: 1 })
        .limit(100)
        .lean();
      return docs.filter((doc) => doc.mobile).map((doc) => ({ userId: doc._id, mobile: doc.mobile! }));
    },

    model: Deletions
  };
}

export type Deletions = ReturnType<typeof createDeletions>;
