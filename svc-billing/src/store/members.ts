import { createHash } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

/** What a tax invoice needs of a member's profile, from svc-profile's profile events; nothing else. */
export interface MemberDoc {
  /** The member's user id. */
  _id: string;
  profileId: string;
  fullName: string;
  memberNumber: string | null;
  state: string | null;
  /** When the event this copy came from occurred: an older event arriving late changes nothing. */
  asOf: Date;
}

/**
 * An erased member leaves a marker for a while under a hash of the id (never the id itself), so a profile event
 * arriving after the erasure stores nothing.
 */
const ERASED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const erasedKey = (userId: string) => `erased:${createHash('sha256').update(userId).digest('base64url')}`;

const memberSchema = new Schema<MemberDoc & { erasedUntil?: Date }>(
  {
    _id: { type: String, required: true },
    profileId: { type: String, default: null },
    fullName: { type: String, default: null },
    memberNumber: { type: String, default: null },
    state: { type: String, default: null },
    asOf: { type: Date, required: true },
    erasedUntil: { type: Date, default: undefined }
  },
  { versionKey: false, collection: 'members' }
);
memberSchema.index({ profileId: 1 });
memberSchema.index({ erasedUntil: 1 }, { expireAfterSeconds: 0 });

/** The `members` read model (profile.created / profile.updated): the buyer's name and state, an unlocked profile's member number. */
export function createMembersStore(connection: Connection) {
  const Members = connection.model('Member', memberSchema);
  return {
    model: Members,

    /** Keeps the newer of what is stored and this copy; an event older than the stored one changes nothing. */
    async record(member: MemberDoc): Promise<void> {
      const { _id, ...fields } = member;
      if (await Members.exists({ _id: erasedKey(_id) })) return;
      try {
        await Members.updateOne(
          { _id, asOf: { $lte: member.asOf } },
          // A profile event written before the member number or state was carried keeps what is known.
          {
            $set: {
              profileId: fields.profileId,
              fullName: fields.fullName,
              asOf: fields.asOf,
              ...(fields.memberNumber ? { memberNumber: fields.memberNumber } : {}),
              ...(fields.state ? { state: fields.state } : {})
            }
          },
          { upsert: true }
        );
      } catch (error) {
        // A newer copy is stored (the filter missed it, and the upsert hit its _id).
        if (!isDuplicateKey(error)) throw error;
      }
      // Erased while this ran: the erasure wins whichever wrote last.
      if (await Members.exists({ _id: erasedKey(_id) })) await Members.deleteOne({ _id });
    },

    of(userId: string): Promise<MemberDoc | null> {
      return Members.findById(userId).lean<MemberDoc>();
    },

    byProfile(profileId: string): Promise<MemberDoc | null> {
      return Members.findOne({ profileId }).lean<MemberDoc>();
    },

    /** Account erasure: the name, state and numbers go at once; answers the member number it held, if any. */
    async erase(userId: string, now: Date): Promise<string | null> {
      await Members.updateOne(
        { _id: erasedKey(userId) },
        { $set: { asOf: now, erasedUntil: new Date(now.getTime() + ERASED_KEEP_MS) } },
        { upsert: true }
      );
      const erased = await Members.findOneAndDelete({ _id: userId }).lean<MemberDoc>();
      return erased?.memberNumber ?? null;
    }
  };
}

export type MembersStore = ReturnType<typeof createMembersStore>;
