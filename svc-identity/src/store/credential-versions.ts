import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface CredentialVersion {
  /** Keycloak user id. */
  _id: string;
  /** Bumped by every password change: a reset link carries the version it was issued for. */
  version: number;
  pendingEvents: PendingEvent[];
}

const credentialVersionSchema = new Schema<CredentialVersion>({
  _id: { type: String, required: true },
  version: { type: Number, required: true }
});
credentialVersionSchema.plugin(outboxPlugin);

/**
 * Each member's credential version. A reset link is good only while the version it names is current,
 * so using any link (or any other password change) kills every other link outstanding.
 */
export function createCredentialVersions(connection: Connection) {
  const Versions = connection.model<CredentialVersion>(
    'CredentialVersion',
    credentialVersionSchema,
    'credential_versions'
  );
  return {
    async current(userId: string): Promise<number> {
      return (await Versions.findById(userId, { version: 1 }).lean())?.version ?? 0;
    },

    /** Moves from `from` to `from + 1` atomically; false when another change got there first. */
    async advance(userId: string, from: number): Promise<boolean> {
      try {
        const result = await Versions.updateOne(
          { _id: userId, version: from },
          { $inc: { version: 1 } },
          { upsert: from === 0 }
        );
        return result.modifiedCount + result.upsertedCount === 1;
      } catch (err) {
        if (isDuplicateKey(err)) return false; // the document exists at another version
        throw err;
      }
    },

    /** Moves the version on from wherever it is (a change in settings names no version); answers the version it moved from. */
    async bump(userId: string): Promise<number> {
      const moved = await Versions.findOneAndUpdate(
        { _id: userId },
        { $inc: { version: 1 } },
        { upsert: true, new: true, projection: { version: 1 } }
      ).lean();
      return moved!.version - 1;
    },

    /** Undoes `advance` or `bump` when the password change it guarded did not happen. */
    async retreat(userId: string, to: number): Promise<void> {
      await Versions.updateOne({ _id: userId, version: to + 1 }, { $inc: { version: -1 } });
    },

    /** Queues an event about this member's credentials (the outbox relay publishes it). */
    async announce(userId: string, event: PendingEvent): Promise<void> {
      await Versions.updateOne({ _id: userId }, { $push: { pendingEvents: event } });
    },

    /** Account deletion: nothing of the member is kept. */
    async erase(userId: string): Promise<void> {
      await Versions.deleteOne({ _id: userId });
    },

    model: Versions
  };
}

export type CredentialVersions = ReturnType<typeof createCredentialVersions>;
