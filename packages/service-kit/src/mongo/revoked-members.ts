import { Schema, type Connection, type Model } from 'mongoose';

interface RevokedMember {
  /** Keycloak user id. */
  _id: string;
  reason: 'deleted' | 'suspended';
  at: Date;
}

const revokedMemberSchema = new Schema<RevokedMember>(
  {
    _id: { type: String, required: true },
    reason: { type: String, required: true, enum: ['deleted', 'suspended'] },
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

  return {
    async revoke(userId: string, reason: RevokedMember['reason'], at: Date): Promise<void> {
      await Revoked.updateOne({ _id: userId }, { $set: { reason, at } }, { upsert: true });
      remember(userId, true);
    },
    async restore(userId: string): Promise<void> {
      await Revoked.deleteOne({ _id: userId, reason: 'suspended' });
      cache.delete(userId);
    },
    async isRevoked(userId: string): Promise<boolean> {
      const cached = cache.get(userId);
      if (cached && cached.until > now()) return cached.revoked;
      const revoked = (await Revoked.exists({ _id: userId })) !== null;
      remember(userId, revoked);
      return revoked;
    },
    model: Revoked
  };
}

export type RevokedMembers = ReturnType<typeof createRevokedMembers>;
