import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { type MembersChanged } from './conversations';

/**
 * What a conversation shows of a member, kept from svc-profile's and svc-identity's events (never asked for):
 * the name mutual matches see and the card photo, whether the member is suspended, and whether they left.
 */
export interface ConversationMemberDoc {
  /** The user id. */
  _id: string;
  profileId: string | null;
  displayName: string | null;
  /** The member number others quote; null until a profile event carries it. */
  memberNumber: string | null;
  photoUrl: string | null;
  /** The member hid their profile: named to nobody but a mutual match. */
  hidden: boolean;
  /** The newest profile event applied (events may arrive the other way round). */
  profileEventAt: Date | null;
  suspended: boolean;
  /** The account was deleted: name and photo are gone. */
  leftAt: Date | null;
  /**
   * Unread messages over all the member's conversations (the header's count), kept beside each conversation's
   * own count: summing those on every page cost as much as the list itself.
   */
  unreadMessages: number;
}

const memberSchema = new Schema<ConversationMemberDoc>(
  {
    _id: { type: String, required: true },
    profileId: { type: String, default: null },
    displayName: { type: String, default: null },
    memberNumber: { type: String, default: null },
    photoUrl: { type: String, default: null },
    hidden: { type: Boolean, default: false },
    profileEventAt: { type: Date, default: null },
    suspended: { type: Boolean, default: false },
    leftAt: { type: Date, default: null },
    unreadMessages: { type: Number, default: 0 }
  },
  { versionKey: false, collection: 'conversation_members' }
);

const EMPTY: Omit<ConversationMemberDoc, '_id'> = {
  profileId: null,
  displayName: null,
  memberNumber: null,
  photoUrl: null,
  hidden: false,
  profileEventAt: null,
  suspended: false,
  leftAt: null,
  unreadMessages: 0
};

/** The member's unread total from their record; never below 0 (a read may be counted a moment before its message). */
export const unreadTotalOf = (record: Pick<ConversationMemberDoc, 'unreadMessages'> | null | undefined) =>
  Math.max(0, record?.unreadMessages ?? 0);

export function createConversationMembersStore(connection: Connection, changed: MembersChanged = () => {}) {
  const Members = connection.model<ConversationMemberDoc>('ConversationMember', memberSchema);
  const members = Members.collection as unknown as Collection<ConversationMemberDoc>;

  /** Sets `fields` on the member's record, made if missing. */
  const upsert = async (
    userId: string,
    filter: Record<string, unknown>,
    fields: Partial<ConversationMemberDoc>
  ) => {
    const unset = Object.fromEntries(
      Object.entries(EMPTY).filter(([key]) => !(key in fields) && !(key in filter))
    );
    try {
      await members.updateOne(
        { _id: userId, ...filter },
        { $set: fields, $setOnInsert: unset },
        { upsert: true }
      );
    } catch (error) {
      // The filter did not match an existing record: a newer change is in.
      if (!isDuplicateKey(error)) throw error;
    }
    changed([userId]);
  };

  return {
    model: Members,

    /** The member's profile as of a profile event, unless a newer one is in; a photo URL or member number left out keeps the one known. */
    async saveProfile(
      userId: string,
      profile: {
        profileId: string;
        displayName: string;
        photoUrl?: string | null;
        memberNumber?: string;
        hidden?: boolean;
      },
      at: Date
    ): Promise<void> {
      const { photoUrl, memberNumber, hidden, ...rest } = profile;
      await upsert(
        userId,
        { $or: [{ profileEventAt: null }, { profileEventAt: { $lte: at } }] },
        {
          ...rest,
          ...(photoUrl === undefined ? {} : { photoUrl }),
          ...(memberNumber === undefined ? {} : { memberNumber }),
          ...(hidden === undefined ? {} : { hidden }),
          profileEventAt: at
        }
      );
    },

    async setSuspended(userId: string, suspended: boolean): Promise<void> {
      await upsert(userId, {}, { suspended });
    },

    /** The member deleted their account: what identified them goes, the record says they left. */
    async markLeft(userId: string, at: Date): Promise<void> {
      await members.updateOne(
        { _id: userId },
        { $set: { displayName: null, memberNumber: null, photoUrl: null, leftAt: at } },
        { upsert: true }
      );
      changed([userId]);
    },

    /** Moves the member's unread total by `delta` (a message arrived: 1; some were read: minus how many). */
    async addUnread(userId: string, delta: number): Promise<void> {
      if (delta === 0) return;
      const { unreadMessages: _counted, ...unset } = EMPTY;
      const add = () =>
        members.updateOne(
          { _id: userId },
          { $inc: { unreadMessages: delta }, $setOnInsert: unset },
          { upsert: true }
        );
      try {
        await add();
      } catch (error) {
        // Two first counts raced to make the record: the loser's count goes onto the winner's.
        if (!isDuplicateKey(error)) throw error;
        await add();
      }
      changed([userId]);
    },

    /** The member's unread total (`unreadTotalOf`). */
    async unreadTotal(userId: string): Promise<number> {
      return unreadTotalOf(await members.findOne({ _id: userId }, { projection: { unreadMessages: 1 } }));
    },

    async getMany(userIds: readonly string[]): Promise<Map<string, ConversationMemberDoc>> {
      const docs = await members.find({ _id: { $in: [...new Set(userIds)] } }).toArray();
      return new Map(docs.map((doc) => [doc._id, doc]));
    }
  };
}

export type ConversationMembersStore = ReturnType<typeof createConversationMembersStore>;
