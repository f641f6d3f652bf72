import { type AnyBulkWriteOperation, type Collection } from 'mongodb';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** One candidate in a member's list: profile id, reciprocal score, ID verified, meets the member's "must" items. */
export interface CandidateEntry {
  p: Types.ObjectId;
  s: number;
  v: boolean;
  m: boolean;
}

export interface CandidateListDoc {
  /** The member's userId. */
  _id: string;
  /** Best first, in byRank's order (score, then ID verified, then profile id). */
  entries: CandidateEntry[];
  /** Every eligible candidate is listed; otherwise the list holds the best CANDIDATE_LIST_SIZE of them. */
  complete: boolean;
  /** The member's own facts the list was built with: a profile change that leaves them alone rebuilds nothing. */
  factsKey: string;
  builtAt: Date;
  /** A rebuild is wanted from then on (null: the list is up to date). */
  dueAt: Date | null;
}

const entrySchema = new Schema<CandidateEntry>(
  { p: Schema.Types.ObjectId, s: Number, v: Boolean, m: Boolean },
  { _id: false }
);
const listSchema = new Schema<CandidateListDoc>(
  {
    _id: { type: String, required: true },
    entries: [entrySchema],
    complete: { type: Boolean, required: true },
    factsKey: { type: String, required: true },
    builtAt: { type: Date, required: true },
    dueAt: { type: Date, default: null }
  },
  { collection: 'candidate_lists', versionKey: false }
);
listSchema.index({ dueAt: 1 }, { partialFilterExpression: { dueAt: { $type: 'date' } } });
listSchema.index({ builtAt: 1 });
listSchema.index({ 'entries.p': 1 });

const RETIRED = 'retired';

/** The order of byRank (score, ID verified first, then id), as `$push`'s `$sort` keeps it. */
export const ENTRY_ORDER = { s: -1, v: -1, p: 1 } as const;

/** Whether the entry ranks after the position (score, verified, id): a page's cursor. */
export const rankedAfter = (entry: CandidateEntry, at: { score: number; v: 0 | 1; id: string }) => {
  const id = entry.p.toHexString();
  return (
    entry.s < at.score ||
    (entry.s === at.score && (Number(entry.v) < at.v || (Number(entry.v) === at.v && id > at.id)))
  );
};

/**
 * A list built before the member last saved their preferences ranks by the old ones: until the job rebuilds it (within
 * a pass), best match and recommendations score the window instead.
 */
export const isCurrent = <List extends Pick<CandidateListDoc, 'builtAt'>>(
  list: List | null,
  prefsUpdatedAt: Date | null
): list is List => list !== null && (prefsUpdatedAt === null || list.builtAt >= prefsUpdatedAt);

/** The `candidate_lists` collection: one document per member, their best candidates ranked (docs/architecture.md). */
export function createCandidateListStore(conn: Connection) {
  const Lists =
    (conn.models.CandidateList as Model<CandidateListDoc> | undefined) ??
    conn.model<CandidateListDoc>('CandidateList', listSchema);
  const lists = Lists.collection as unknown as Collection<CandidateListDoc>;
  return {
    model: Lists,

    find(userId: string): Promise<CandidateListDoc | null> {
      return lists.findOne({ _id: userId });
    },

    /** `count` entries of the member's list from `from` on, with what the list says of itself; null without one. */
    slice(
      userId: string,
      from: number,
      count: number
    ): Promise<Pick<CandidateListDoc, 'entries' | 'complete' | 'builtAt' | 'factsKey'> | null> {
      return lists.findOne(
        { _id: userId },
        { projection: { entries: { $slice: [from, count] }, complete: 1, builtAt: 1, factsKey: 1 } }
      );
    },

    /** These members' lists: whether each is complete and its last entry's score (null when empty). */
    async tails(
      userIds: readonly string[]
    ): Promise<Map<string, { complete: boolean; last: number | null }>> {
      const found = await lists
        .find({ _id: { $in: [...userIds] } }, { projection: { complete: 1, entries: { $slice: -1 } } })
        .toArray();
      return new Map(
        found.map((doc) => [doc._id, { complete: doc.complete, last: doc.entries[0]?.s ?? null }])
      );
    },

    /** Takes a profile out of these members' lists. */
    async pullFrom(userIds: readonly string[], profileId: Types.ObjectId): Promise<void> {
      if (userIds.length === 0) return;
      await lists.updateMany(
        { _id: { $in: [...userIds] }, 'entries.p': profileId },
        { $pull: { entries: { p: profileId } } }
      );
    },

    /** Which of these members have a list, with its facts key. */
    async keysOf(userIds: readonly string[]): Promise<Map<string, string>> {
      const found = await lists
        .find({ _id: { $in: [...userIds] } }, { projection: { factsKey: 1 } })
        .toArray();
      return new Map(found.map((doc) => [doc._id, doc.factsKey]));
    },

    async save(list: Omit<CandidateListDoc, 'dueAt'>): Promise<void> {
      await lists.replaceOne({ _id: list._id }, { ...list, dueAt: null }, { upsert: true });
    },

    /** Wants these members' lists rebuilt by `at` at the latest (an earlier wish stands). */
    async markDue(userIds: readonly string[], at: Date): Promise<void> {
      if (userIds.length === 0) return;
      await lists.updateMany(
        { _id: { $in: [...userIds] }, $or: [{ dueAt: null }, { dueAt: { $gt: at } }] },
        { $set: { dueAt: at } }
      );
    },

    /** Up to `limit` members whose list is due by `now` or older than `staleBefore`, most overdue first. */
    async due(now: Date, staleBefore: Date, limit: number): Promise<string[]> {
      const [wanted, stale] = await Promise.all([
        lists
          .find({ dueAt: { $lte: now } }, { projection: { _id: 1 } })
          .sort({ dueAt: 1 })
          .limit(limit)
          .toArray(),
        lists
          .find({ builtAt: { $lt: staleBefore } }, { projection: { _id: 1 } })
          .sort({ builtAt: 1 })
          .limit(limit)
          .toArray()
      ]);
      return [...new Set([...wanted, ...stale].map((doc) => doc._id))].slice(0, limit);
    },

    /**
     * Puts one candidate into these members' lists at its rank (replacing its old entry), each list kept to `size`
     * entries: two ordered updates per list, nothing read.
     */
    async place(profileId: Types.ObjectId, entries: Map<string, Omit<CandidateEntry, 'p'>>, size: number) {
      if (entries.size === 0) return;
      const ops: AnyBulkWriteOperation<CandidateListDoc>[] = [];
      for (const [userId, entry] of entries) {
        ops.push(
          { updateOne: { filter: { _id: userId }, update: { $pull: { entries: { p: profileId } } } } },
          {
            updateOne: {
              filter: { _id: userId },
              update: {
                $push: { entries: { $each: [{ p: profileId, ...entry }], $sort: ENTRY_ORDER, $slice: size } }
              }
            }
          }
        );
      }
      await lists.bulkWrite(ops, { ordered: true });
    },

    /** Takes a profile out of every list (it left the directory); read-time filters hide it meanwhile. */
    async withdraw(profileId: Types.ObjectId): Promise<void> {
      await lists.updateMany({ 'entries.p': profileId }, { $pull: { entries: { p: profileId } } });
    },

    /**
     * The member left the directory for now (pending, rejected, suspended): an empty list that no facts match, so
     * their return is seen as a change (rebuilt and placed in others' lists again).
     */
    async retire(userId: string): Promise<void> {
      await lists.updateOne(
        { _id: userId },
        { $set: { entries: [], complete: false, factsKey: RETIRED, dueAt: null } }
      );
    },

    async eraseOf(userId: string): Promise<void> {
      await lists.deleteOne({ _id: userId });
    }
  };
}

export type CandidateListStore = ReturnType<typeof createCandidateListStore>;

/** The job's own place in each feed (the last change it handled), one document per feed. */
interface FeedDoc {
  _id: string;
  seen: Date;
  /** Among changes at the same time, the last handled (by id). */
  id: string;
}
export type FeedPlace = Omit<FeedDoc, '_id'>;
const feedSchema = new Schema<FeedDoc>(
  { _id: { type: String, required: true }, seen: { type: Date, required: true }, id: String },
  { collection: 'candidate_list_feeds', versionKey: false }
);

export function createCandidateFeedStore(conn: Connection) {
  const Feeds =
    (conn.models.CandidateListFeed as Model<FeedDoc> | undefined) ??
    conn.model<FeedDoc>('CandidateListFeed', feedSchema);
  const feeds = Feeds.collection as unknown as Collection<FeedDoc>;
  return {
    model: Feeds,
    async place(feed: string): Promise<FeedPlace> {
      const doc = await feeds.findOne({ _id: feed });
      return doc ? { seen: doc.seen, id: doc.id } : { seen: new Date(0), id: '' };
    },
    async advance(feed: string, place: FeedPlace): Promise<void> {
      await feeds.updateOne({ _id: feed }, { $set: place }, { upsert: true });
    }
  };
}
