import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface RevokedMember {
  /** Keycloak user id. */
  _id: string;
  /** `reinstated`: a lifted suspension, kept so that an older `suspended` arriving late cannot undo it. */
  reason: 'deleted' | 'suspended' | 'reinstated';
  /** When the decision was taken (the event's time): decisions apply in this order, whatever order they arrive in. */
  at: Date;
}

const revokedMemberSchema = new Schema<RevokedMember>(
  {
    _id: { type: String, required: true },
    reason: { type: String, required: true, enum: ['deleted', 'suspended', 'reinstated'] },
    at: { type: Date, required: true }
  },
  { versionKey: false }
);

/** How long one replica trusts its last answer: a revocation reaches every replica within this time. */
export const REVOCATION_CACHE_MS = 30_000;
const CACHE_LIMIT = 50_000;

/**
 * Members whose access tokens this service refuses although they are still signed and unexpired: the
 * account was deleted (identity.user.deleted) or suspended. Fed by the service's event consumer, read by
 * the token verifier (`isRevoked`) on every authenticated request, with a short per-replica cache.
 */
export function createRevokedMembers(connection: Connection, now: () => number = Date.now) {
  const Revoked = (connection.models.RevokedMember as Model<RevokedMember> | undefined) ?? connection.model<RevokedMember>('RevokedMember', revokedMemberSchema, 'revoked_members');
  const cache = new Map<string, { revoked: boolean; until: number }>();
  const remember = (userId: string, revoked: boolean) => {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(userId, { revoked, until: now() + REVOCATION_CACHE_MS });
  };

  /**
   * Suspensions and their lifting are consumed from two subjects (two durable consumers), so they can arrive in
   * either order: the newer decision (`at`) wins, and a deletion is final. False when a newer one was there.
   */
  async function decide(userId: string, reason: 'suspended' | 'reinstated', at: Date): Promise<boolean> {
    try {
      const { upsertedCount, modifiedCount } = await Revoked.updateOne({ _id: userId, reason: { $ne: 'deleted' }, at: { $lt: at } }, { $set: { reason, at } }, { upsert: true });
      return upsertedCount + modifiedCount > 0;
    } catch (err) {
      if (isDuplicateKey(err)) return false; // deleted, or a decision as new or newer is stored
      throw err;
    }
  }

  return {
    async revoke(userId: string, reason: 'deleted' | 'suspended', at: Date): Promise<void> {
      if (reason === 'deleted') await Revoked.updateOne({ _id: userId }, { $set: { reason, at } }, { upsert: true });
      else if (!(await decide(userId, reason, at))) {
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
    async isRevoked(userId: string): Promise<boolean> {
      const cached = cache.get(userId);
      if (cached && cached.until > now()) return cached.revoked;
      const revoked = (await Revoked.exists({ _id: userId, reason: { $ne: 'reinstated' } })) !== null;
      remember(userId, revoked);
      return revoked;
    },
    model: Revoked
  };
}

export type RevokedMembers = ReturnType<typeof createRevokedMembers>;
