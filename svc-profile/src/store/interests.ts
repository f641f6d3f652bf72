// The `interests` collection. At most one OPEN interest (pending or accepted) per pair of members, by a
// unique index on the unordered pair limited to open ones: two sends at the same instant cannot both
// land. Every change of status carries its events in the same write (outbox).
import { type Collection } from 'mongodb';
import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type DeclineReasonId, type InterestTemplateId } from '@matrimony/catalog';
import { type InterestStatus } from '@matrimony/contracts/http/profile/relation';
import { insertWithEvents, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

export interface InterestDoc {
  _id: Types.ObjectId;
  fromUserId: string;
  toUserId: string;
  fromProfileId: string;
  toProfileId: string;
  /** The two userIds sorted and joined: the same for both directions. */
  pairKey: string;
  /** Pending or accepted; the pair's uniqueness holds among open interests only. */
  open: boolean;
  status: InterestStatus;
  template: InterestTemplateId;
  declineReason: DeclineReasonId | null;
  sentAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
  pendingEvents: PendingEvent[];
}

export type NewInterest = Pick<
  InterestDoc,
  'fromUserId' | 'toUserId' | 'fromProfileId' | 'toProfileId' | 'template' | 'sentAt' | 'expiresAt'
>;

const interestSchema = new Schema<InterestDoc>(
  {
    fromUserId: { type: String, required: true },
    toUserId: { type: String, required: true },
    fromProfileId: { type: String, required: true },
    toProfileId: { type: String, required: true },
    pairKey: { type: String, required: true },
    open: { type: Boolean, required: true },
    status: { type: String, required: true },
    template: { type: String, required: true },
    declineReason: { type: String, default: null },
    sentAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    answeredAt: { type: Date, default: null }
  },
  { collection: 'interests', versionKey: false }
);
interestSchema.plugin(outboxPlugin);
interestSchema.index(
  { pairKey: 1 },
  { unique: true, partialFilterExpression: { open: true }, name: 'one_open_interest_per_pair' }
);
interestSchema.index({ pairKey: 1, sentAt: -1 });
interestSchema.index({ toUserId: 1, status: 1, sentAt: -1 });
interestSchema.index({ fromUserId: 1, status: 1, sentAt: -1 });
interestSchema.index({ status: 1, expiresAt: 1 });

export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The member on the other side of an interest from `userId`. */
export const otherPartyOf = (doc: Pick<InterestDoc, 'fromUserId' | 'toUserId'>, userId: string) =>
  doc.fromUserId === userId ? doc.toUserId : doc.fromUserId;

/** Where a member is party to an interest as `box` says, leaving out members in `exclude` (blocked either way). */
function boxFilter(userId: string, box: 'sent' | 'received', exclude: readonly string[]) {
  return box === 'sent'
    ? { fromUserId: userId, toUserId: { $nin: exclude } }
    : { toUserId: userId, fromUserId: { $nin: exclude } };
}

function matchFilter(userId: string, exclude: readonly string[]) {
  return {
    status: 'accepted',
    $or: [
      { fromUserId: userId, toUserId: { $nin: exclude } },
      { toUserId: userId, fromUserId: { $nin: exclude } }
    ]
  };
}

export function createInterestStore(conn: Connection) {
  const Interests =
    (conn.models.Interest as Model<InterestDoc> | undefined) ??
    conn.model<InterestDoc>('Interest', interestSchema);
  // Every send reads the pair's standing and inserts: the driver, without mongoose's query and document building.
  const interests = Interests.collection as unknown as Collection<InterestDoc>;
  return {
    model: Interests,

    /**
     * Stores a new pending interest with its events; throws a duplicate-key error when the pair has an open one.
     * Every send comes through here, so the whole document is built here and written by the driver.
     */
    async insertPending(
      interest: NewInterest,
      events: (id: Types.ObjectId) => PendingEvent[]
    ): Promise<InterestDoc> {
      const _id = new Types.ObjectId();
      const { fromUserId, toUserId, fromProfileId, toProfileId, template, sentAt, expiresAt } = interest;
      return insertWithEvents<InterestDoc>(Interests, {
        _id,
        fromUserId,
        toUserId,
        fromProfileId,
        toProfileId,
        pairKey: pairKeyOf(fromUserId, toUserId),
        open: true,
        status: 'pending',
        template,
        declineReason: null,
        sentAt,
        expiresAt,
        answeredAt: null,
        pendingEvents: events(_id)
      });
    },

    findById(id: string) {
      return Interests.findById(id, { pendingEvents: 0 }).lean<InterestDoc>();
    },

    /** In one read: the pair's open interest, and whether `fromUserId` was declined by `toUserId` before. */
    async standing(
      fromUserId: string,
      toUserId: string
    ): Promise<{ open: InterestDoc | null; declinedBefore: boolean }> {
      const docs = await interests
        .find(
          {
            pairKey: pairKeyOf(fromUserId, toUserId),
            $or: [{ open: true }, { fromUserId, status: 'declined' }]
          },
          { projection: { pendingEvents: 0 } }
        )
        .toArray();
      return {
        open: docs.find((doc) => doc.open) ?? null,
        declinedBefore: docs.some((doc) => doc.status === 'declined' && doc.fromUserId === fromUserId)
      };
    },

    /** Moves a pending interest on, with its events, only if it is still pending: null when someone else came first. */
    settle(
      id: Types.ObjectId,
      change: {
        status: Exclude<InterestStatus, 'pending'>;
        at: Date;
        declineReason?: DeclineReasonId | null;
      },
      events: PendingEvent[]
    ) {
      return Interests.findOneAndUpdate(
        { _id: id, status: 'pending' },
        {
          $set: {
            status: change.status,
            open: change.status === 'accepted',
            answeredAt: change.at,
            declineReason: change.declineReason ?? null
          },
          $push: { pendingEvents: { $each: events } }
        },
        { new: true, projection: { pendingEvents: 0 } }
      ).lean<InterestDoc>();
    },

    /** The latest interest between the viewer and each other member (every page of cards asks: by the driver). */
    async latestWith(userId: string, others: readonly string[]): Promise<Map<string, InterestDoc>> {
      if (others.length === 0) return new Map();
      const docs = await interests
        .find(
          { pairKey: { $in: others.map((other) => pairKeyOf(userId, other)) } },
          { projection: { pendingEvents: 0 } }
        )
        .sort({ sentAt: -1 })
        .toArray();
      const latest = new Map<string, InterestDoc>();
      for (const doc of docs) {
        const other = otherPartyOf(doc, userId);
        if (!latest.has(other)) latest.set(other, doc);
      }
      return latest;
    },

    async listBox(
      userId: string,
      box: 'sent' | 'received',
      status: InterestStatus | undefined,
      exclude: readonly string[],
      page: { skip: number; limit: number }
    ) {
      const filter = { ...boxFilter(userId, box, exclude), ...(status ? { status } : {}) };
      return pageWithTotal(
        page,
        () =>
          interests
            .find(filter, {
              projection: { pendingEvents: 0 },
              sort: { sentAt: -1, _id: -1 },
              skip: page.skip,
              limit: page.limit
            })
            .toArray(),
        () => interests.countDocuments(filter)
      );
    },

    countReceivedPending(userId: string, exclude: readonly string[]) {
      return Interests.countDocuments({ ...boxFilter(userId, 'received', exclude), status: 'pending' });
    },

    async listMatches(userId: string, exclude: readonly string[], page: { skip: number; limit: number }) {
      const filter = matchFilter(userId, exclude);
      return pageWithTotal(
        page,
        () =>
          Interests.find(filter, { pendingEvents: 0 })
            .sort({ answeredAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<InterestDoc[]>(),
        () => Interests.countDocuments(filter)
      );
    },

    countMatches(userId: string, exclude: readonly string[]) {
      return Interests.countDocuments(matchFilter(userId, exclude));
    },

    /** Pending interests between the two, either way. */
    pendingBetween(a: string, b: string) {
      return Interests.find({ pairKey: pairKeyOf(a, b), status: 'pending' }, { pendingEvents: 0 }).lean<
        InterestDoc[]
      >();
    },

    /** Every interest between the two, either way (what a member's answers taught is taken back on a block). */
    allBetween(a: string, b: string) {
      return Interests.find(
        { pairKey: pairKeyOf(a, b) },
        { fromUserId: 1, toUserId: 1, status: 1, sentAt: 1, answeredAt: 1 }
      ).lean<Pick<InterestDoc, 'fromUserId' | 'toUserId' | 'status' | 'sentAt' | 'answeredAt'>[]>();
    },

    /** Pending interests whose 30 days are over, oldest first. */
    dueToExpire(now: Date, limit: number) {
      return Interests.find({ status: 'pending', expiresAt: { $lte: now } }, { pendingEvents: 0 })
        .sort({ expiresAt: 1 })
        .limit(limit)
        .lean<InterestDoc[]>();
    },

    async eraseOf(userId: string): Promise<void> {
      await Interests.deleteMany({ $or: [{ fromUserId: userId }, { toUserId: userId }] });
    }
  };
}

export type InterestStore = ReturnType<typeof createInterestStore>;
