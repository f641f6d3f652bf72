import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface RevokedMember {
  /** Keycloak user id; for a deleted account the hash of it (`deletedKey`): erasure keeps no member id in clear. */
  _id: string;
  /** `reinstated`: a lifted suspension, kept so that an older `suspended` arriving late cannot undo it. */
  reason: 'deleted' | 'suspended' | 'reinstated';
  /** When the decision was taken (the event's time): decisions apply in this order, whatever order they arrive in. */
  at: Date;
  /** Deleted accounts only: when the record goes (TTL), long after every access token issued before the deletion expired. */
  expireAt?: Date;
}

const revokedMemberSchema = new Schema<RevokedMember>(
  {
    _id: { type: String, required: true },
    reason: { type: String, required: true, enum: ['deleted', 'suspended', 'reinstated'] },
    at: { type: Date, required: true },
    expireAt: { type: Date }
  },
  { versionKey: false }
);
revokedMemberSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/**
 * How long a deleted account's tokens stay refused: far longer than an access token lives (Keycloak's 5 minutes);
 * its refresh tokens died with the Keycloak user.
 */
export const DELETED_REVOCATION_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * A deleted account's record is found by the hash of its id, not the id (after deletion nothing holds the
 * member's identifiers: docs/product-rules.md#the-members-data). Keycloak ids are random UUIDs (122 bits), so the hash cannot be reversed by trying ids; it
 * only confirms a deletion to someone who already has the id, for a day.
 */
const deletedKey = (userId: string) => `deleted:${createHash('sha256').update(userId).digest('base64url')}`;

/** How long one replica trusts its last answer: a revocation reaches every replica within this time. */
export const REVOCATION_CACHE_MS = 30_000;
const CACHE_LIMIT = 50_000;

/**
 * Members whose access tokens this service refuses although they are still signed and unexpired: the
 * account was deleted (identity.user.deleted) or suspended. Fed by the service's event consumer, read by
 * the token verifier (`isRevoked`) on every authenticated request, with a short per-replica cache.
 */
export function createRevokedMembers(connection: Connection, now: () => number = Date.now) {
  const Revoked =
    (connection.models.RevokedMember as Model<RevokedMember> | undefined) ??
    connection.model<RevokedMember>('RevokedMember', revokedMemberSchema, 'revoked_members');
  const cache = new Map<string, { revoked: boolean; until: number }>();
  const remember = (userId: string, revoked: boolean) => {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(userId, { revoked, until: now() + REVOCATION_CACHE_MS });
  };

  const isDeleted = async (userId: string) => (await Revoked.exists({ _id: deletedKey(userId) })) !== null;

  /**
   * Suspensions and their lifting are consumed from two subjects (two durable consumers), so they can arrive in
   * either order: the newer decision (`at`) wins, and a deletion is final. False when a newer one was there.
   */
  async function decide(userId: string, reason: 'suspended' | 'reinstated', at: Date): Promise<boolean> {
    if (await isDeleted(userId)) return false;
    let changed: boolean;
    try {
      const { upsertedCount, modifiedCount } = await Revoked.updateOne(
        { _id: userId, at: { $lt: at } },
        { $set: { reason, at } },
        { upsert: true }
      );
      changed = upsertedCount + modifiedCount > 0;
    } catch (err) {
      if (isDuplicateKey(err)) return false; // a decision as new or newer is stored
      throw err;
    }
    // A deletion recorded meanwhile wins, and leaves nothing under the id (it removes the record, or we do now).
    if (await isDeleted(userId)) {
      await Revoked.deleteOne({ _id: userId });
      return false;
    }
    return changed;
  }

  return {
    async revoke(userId: string, reason: 'deleted' | 'suspended', at: Date): Promise<void> {
      if (reason === 'deleted') {
        await Revoked.updateOne(
          { _id: deletedKey(userId) },
          { $set: { reason, at, expireAt: new Date(at.getTime() + DELETED_REVOCATION_KEEP_MS) } },
          { upsert: true }
        );
        await Revoked.deleteOne({ _id: userId });
      } else if (!(await decide(userId, reason, at))) {
        cache.delete(userId);
        return;
      }
      remember(userId, true);
    },
    /**
     * Lifts a suspension. With `at` (the reinstatement's time) it is ordered against suspensions as above and
     * remembered; without it the suspension is simply removed (the deciding service's own view, right away).
     */
    async restore(userId: string, at?: Date): Promise<void> {
      if (at) await decide(userId, 'reinstated', at);
      else await Revoked.deleteOne({ _id: userId, reason: 'suspended' });
      cache.delete(userId);
    },
    /** Drops this replica's cached answer, so the next `isRevoked` reads the record: another replica just recorded a decision. */
    forget(userId: string): void {
      cache.delete(userId);
    },
    async isRevoked(userId: string): Promise<boolean> {
      const cached = cache.get(userId);
      if (cached && cached.until > now()) return cached.revoked;
      const revoked =
        (await Revoked.exists({
          _id: { $in: [userId, deletedKey(userId)] },
          reason: { $ne: 'reinstated' }
        })) !== null;
      remember(userId, revoked);
      return revoked;
    },
    model: Revoked
  };
}

export type RevokedMembers = ReturnType<typeof createRevokedMembers>;
