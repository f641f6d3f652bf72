import { Schema, type Connection } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';

interface ContactChange {
  /** Keycloak user id. */
  _id: string;
  /** The jti of the one e-mail change link that may still be used (the newest one sent); absent when none. */
  emailLinkJti?: string;
  pendingEvents: PendingEvent[];
}

const contactChangeSchema = new Schema<ContactChange>({
  _id: { type: String, required: true },
  emailLinkJti: { type: String }
});
contactChangeSchema.plugin(outboxPlugin);

/**
 * Each member's e-mail and mobile changes (Settings, Account): which confirmation link is live, and the outbox of
 * `identity.user.contact-changed`.
 */
export function createContactChangesStore(connection: Connection) {
  const Changes = connection.model<ContactChange>('ContactChange', contactChangeSchema, 'contact_changes');
  return {
    /** A new link was sent: it, and no earlier one, may be used. */
    async startEmailChange(userId: string, jti: string): Promise<void> {
      await Changes.updateOne({ _id: userId }, { $set: { emailLinkJti: jti } }, { upsert: true });
    },

    /** Uses the link up (compare-and-set: one use wins); false when it is not the member's live link. */
    async claimEmailLink(userId: string, jti: string): Promise<boolean> {
      const { modifiedCount } = await Changes.updateOne(
        { _id: userId, emailLinkJti: jti },
        { $unset: { emailLinkJti: 1 } }
      );
      return modifiedCount === 1;
    },

    /** Gives the link back when the change it was used for did not happen (Keycloak failed). */
    async releaseEmailLink(userId: string, jti: string): Promise<void> {
      await Changes.updateOne(
        { _id: userId, emailLinkJti: { $exists: false } },
        { $set: { emailLinkJti: jti } }
      );
    },

    /** Whether the link is the member's live one (changes nothing). */
    async isLive(userId: string, jti: string): Promise<boolean> {
      return (await Changes.exists({ _id: userId, emailLinkJti: jti })) !== null;
    },

    /** Queues `identity.user.contact-changed` (the outbox relay publishes it). */
    async announce(userId: string, event: PendingEvent): Promise<void> {
      await Changes.updateOne({ _id: userId }, { $push: { pendingEvents: event } }, { upsert: true });
    },

    /** Account deletion: nothing of the member is kept. */
    async erase(userId: string): Promise<void> {
      await Changes.deleteOne({ _id: userId });
    },

    model: Changes
  };
}

export type ContactChanges = ReturnType<typeof createContactChangesStore>;
