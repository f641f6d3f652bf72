import { type Collection } from 'mongodb';
import { Schema, Types, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

/** One direction of blocking between the pair, as the newest event about it left it (`at` orders them). */
export interface PairBlock {
  by: string;
  blocked: boolean;
  at: Date;
}

/** One of the two members: their profile and how many of the other's messages they have not read. */
export interface Participant {
  userId: string;
  profileId: string;
  unread: number;
}

export interface LastMessage {
  id: Types.ObjectId;
  seq: number;
  senderUserId: string;
  text: string;
  sentAt: Date;
}

/**
 * Two members' conversation (docs/product-rules.md#conversations). A pair's document may exist before their match
 * (a block event came first): it is a conversation once `matchedAt` is set.
 */
export interface ConversationDoc {
  _id: Types.ObjectId;
  /** The two user ids, sorted, joined by a space: one document per pair. */
  pairKey: string;
  /** The two user ids (the list's index). */
  members: string[];
  participants: Participant[];
  matchedAt: Date | null;
  /** The last message's time, or the match's before any message: the list's order. */
  activityAt: Date;
  /** The last message number given out; each message takes the next, so a thread is ordered by it. */
  seq: number;
  lastMessage: LastMessage | null;
  blocks: PairBlock[];
}

export interface PairSide {
  userId: string;
  profileId: string;
}

/** Where a page of the list ends: the last conversation's activity time and id (`<ms>.<id>` in the API). */
export interface ConversationCursor {
  activityAt: Date;
  id: string;
}

export const conversationCursorText = (doc: Pick<ConversationDoc, 'activityAt' | '_id'>) =>
  `${doc.activityAt.getTime()}.${String(doc._id)}`;

export function parseConversationCursor(text: string): ConversationCursor {
  const [ms, id] = text.split('.');
  return { activityAt: new Date(Number(ms)), id: id! };
}

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(' ');

/** The other member of the pair. */
export const otherMemberOf = (doc: Pick<ConversationDoc, 'members'>, userId: string) =>
  doc.members[0] === userId ? doc.members[1]! : doc.members[0]!;

export const isBlocked = (doc: Pick<ConversationDoc, 'blocks'>) => doc.blocks.some((block) => block.blocked);

const conversationSchema = new Schema<ConversationDoc>(
  {
    pairKey: { type: String, required: true },
    members: { type: [String], required: true },
    participants: {
      type: [{ _id: false, userId: String, profileId: String, unread: Number }],
      required: true
    },
    matchedAt: { type: Date, default: null },
    activityAt: { type: Date, required: true },
    seq: { type: Number, required: true },
    lastMessage: { type: Schema.Types.Mixed, default: null },
    blocks: { type: [{ _id: false, by: String, blocked: Boolean, at: Date }], default: [] }
  },
  { versionKey: false, collection: 'conversations' }
);
conversationSchema.index({ pairKey: 1 }, { unique: true, name: 'one_per_pair' });
// The list: a member's conversations, newest activity first, paged by (activityAt, _id).
conversationSchema.index({ members: 1, activityAt: -1, _id: -1 });

/** Told the members whose conversations a write touched, once it is stored (the list cache drops their pages). */
export type MembersChanged = (userIds: readonly string[]) => void;

export function createConversationsStore(connection: Connection, changed: MembersChanged = () => {}) {
  const Conversations =
    (connection.models.Conversation as Model<ConversationDoc> | undefined) ??
    connection.model<ConversationDoc>('Conversation', conversationSchema);
  const conversations = Conversations.collection as unknown as Collection<ConversationDoc>;

  /** The pair's document, made if missing (two events about a new pair may race: the loser finds the winner's). */
  const ensurePair = async (a: PairSide, b: PairSide, at: Date): Promise<void> => {
    const [first, second] = a.userId < b.userId ? [a, b] : [b, a];
    const insert: Omit<ConversationDoc, '_id'> = {
      pairKey: pairKeyOf(a.userId, b.userId),
      members: [first.userId, second.userId],
      participants: [first, second].map(({ userId, profileId }) => ({ userId, profileId, unread: 0 })),
      matchedAt: null,
      activityAt: at,
      seq: 0,
      lastMessage: null,
      blocks: []
    };
    try {
      await conversations.updateOne(
        { pairKey: insert.pairKey },
        { $setOnInsert: { _id: new Types.ObjectId(), ...insert } },
        { upsert: true }
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  };

  return {
    model: Conversations,
    /** Writes made outside this store (a leaving member's erasure) say which members they touched. */
    changed,

    /** Opens the pair's conversation at their match; a repeat (a redelivery, a second match) changes nothing. */
    async open(a: PairSide, b: PairSide, at: Date): Promise<ConversationDoc> {
      await ensurePair(a, b, at);
      const pairKey = pairKeyOf(a.userId, b.userId);
      await conversations.updateOne(
        { pairKey, matchedAt: null },
        { $set: { matchedAt: at, activityAt: at } }
      );
      changed([a.userId, b.userId]);
      return (await conversations.findOne({ pairKey }))!;
    },

    /**
     * Records that `blocker` blocked (or stopped blocking) the other member, unless a newer block or unblock by them
     * is in already; resolves the pair's document before and after, or undefined when nothing changed.
     */
    async setBlock(
      blocker: PairSide,
      blocked: PairSide,
      isBlock: boolean,
      at: Date
    ): Promise<{ before: ConversationDoc; after: ConversationDoc } | undefined> {
      await ensurePair(blocker, blocked, at);
      const before = await conversations.findOneAndUpdate(
        {
          pairKey: pairKeyOf(blocker.userId, blocked.userId),
          blocks: { $not: { $elemMatch: { by: blocker.userId, at: { $gte: at } } } }
        },
        [
          {
            $set: {
              blocks: {
                $concatArrays: [
                  { $filter: { input: '$blocks', cond: { $ne: ['$$this.by', blocker.userId] } } },
                  [{ $literal: { by: blocker.userId, blocked: isBlock, at } }]
                ]
              }
            }
          }
        ],
        { returnDocument: 'before' }
      );
      if (!before) return undefined;
      changed([blocker.userId, blocked.userId]);
      const after = (await conversations.findOne({ _id: before._id }))!;
      return { before, after };
    },

    /** The member's conversation of this id; null when it is missing or not theirs (the same answer). */
    findForMember(id: string, userId: string): Promise<ConversationDoc | null> {
      return conversations.findOne({
        _id: new Types.ObjectId(id),
        members: userId,
        matchedAt: { $ne: null }
      });
    },

    /** The member's conversation with the member of `profileId`, if the two matched. */
    findWithProfile(userId: string, profileId: string): Promise<ConversationDoc | null> {
      return conversations.findOne({
        members: userId,
        matchedAt: { $ne: null },
        participants: { $elemMatch: { profileId, userId: { $ne: userId } } }
      });
    },

    findById(id: Types.ObjectId | string): Promise<ConversationDoc | null> {
      return conversations.findOne({ _id: new Types.ObjectId(id) });
    },

    /** The member's pair documents with each of `others` that has one (a match or a block either way), by the other's id. */
    async pairsWith(userId: string, others: readonly string[]): Promise<Map<string, ConversationDoc>> {
      const keys = [...new Set(others)].map((other) => pairKeyOf(userId, other));
      const docs = keys.length ? await conversations.find({ pairKey: { $in: keys } }).toArray() : [];
      return new Map(docs.map((doc) => [otherMemberOf(doc, userId), doc]));
    },

    /** Newest activity first, after the `before` cursor. */
    list(userId: string, before: ConversationCursor | undefined, limit: number): Promise<ConversationDoc[]> {
      const after = before
        ? {
            $or: [
              { activityAt: { $lt: before.activityAt } },
              { activityAt: before.activityAt, _id: { $lt: new Types.ObjectId(before.id) } }
            ]
          }
        : {};
      return conversations
        .find({ members: userId, matchedAt: { $ne: null }, ...after })
        .sort({ activityAt: -1, _id: -1 })
        .limit(limit)
        .toArray();
    },

    /** Every conversation of the member (their suspension or deletion ends them all). */
    allOf(userId: string): Promise<ConversationDoc[]> {
      return conversations.find({ members: userId, matchedAt: { $ne: null } }).toArray();
    },

    /** The next message number of the conversation. */
    async nextSeq(id: Types.ObjectId): Promise<number> {
      const doc = await conversations.findOneAndUpdate(
        { _id: id },
        { $inc: { seq: 1 } },
        { returnDocument: 'after', projection: { seq: 1 } }
      );
      return doc!.seq;
    },

    /**
     * A stored message counts as unread for its recipient, and becomes the last message unless a later-numbered one
     * already is (two sends can finish the other way round).
     */
    async recordMessage(id: Types.ObjectId, message: LastMessage, recipientUserId: string): Promise<void> {
      await conversations.updateOne({ _id: id }, [
        {
          $set: {
            participants: {
              $map: {
                input: '$participants',
                in: {
                  $cond: [
                    { $eq: ['$$this.userId', recipientUserId] },
                    { $mergeObjects: ['$$this', { unread: { $add: ['$$this.unread', 1] } }] },
                    '$$this'
                  ]
                }
              }
            },
            lastMessage: {
              $cond: [
                { $or: [{ $eq: ['$lastMessage', null] }, { $lt: ['$lastMessage.seq', message.seq] }] },
                { $literal: message },
                '$lastMessage'
              ]
            },
            activityAt: { $max: ['$activityAt', message.sentAt] }
          }
        }
      ]);
      changed([message.senderUserId, recipientUserId]);
    },

    /**
     * `count` of the member's unread messages were just marked read: resolves what is left unread and how many the
     * conversation's count lost (fewer than `count` when it was already lower).
     */
    async readSome(
      id: Types.ObjectId,
      userId: string,
      count: number
    ): Promise<{ left: number; removed: number }> {
      const before = await conversations.findOneAndUpdate(
        { _id: id },
        [
          {
            $set: {
              participants: {
                $map: {
                  input: '$participants',
                  in: {
                    $cond: [
                      { $eq: ['$$this.userId', userId] },
                      {
                        $mergeObjects: [
                          '$$this',
                          { unread: { $max: [0, { $subtract: ['$$this.unread', count] }] } }
                        ]
                      },
                      '$$this'
                    ]
                  }
                }
              }
            }
          }
        ],
        { returnDocument: 'before', projection: { participants: 1 } }
      );
      changed([userId]);
      const had = before?.participants.find((p) => p.userId === userId)?.unread ?? 0;
      const left = Math.max(0, had - count);
      return { left, removed: had - left };
    }
  };
}

export type ConversationsStore = ReturnType<typeof createConversationsStore>;
