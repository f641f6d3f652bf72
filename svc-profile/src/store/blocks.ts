import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { pageWithTotal } from './paging';

interface BlockDoc {
  /** `<blockerId>:<blockedId>` */
  _id: string;
  blockerId: string;
  blockedId: string;
  createdAt: Date;
  /**
   * Set when the block was lifted: the record stays (it carries the profile.member.unblocked event through the
   * outbox) until the TTL index removes it; every read leaves it out.
   */
  unblockedAt?: Date | null;
  pendingEvents: PendingEvent[];
}

/** A lifted block's record is kept this long (its event is relayed within seconds). */
const LIFTED_BLOCK_RETENTION_SECONDS = 7 * 24 * 60 * 60;

/** Blocks in force: a record without `unblockedAt` (written before it existed) or with it null. */
const ACTIVE = { unblockedAt: null };

const blockSchema = new Schema<BlockDoc>(
  {
    _id: { type: String, required: true },
    blockerId: { type: String, required: true },
    blockedId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    unblockedAt: { type: Date, default: null }
  },
  { collection: 'blocks', versionKey: false }
);
blockSchema.plugin(outboxPlugin);
blockSchema.index({ blockerId: 1 });
blockSchema.index({ blockedId: 1 });
blockSchema.index(
  { unblockedAt: 1 },
  {
    expireAfterSeconds: LIFTED_BLOCK_RETENTION_SECONDS,
    partialFilterExpression: { unblockedAt: { $type: 'date' } }
  }
);

/** The `blocks` collection: a block hides both members from each other everywhere (docs/product-rules.md#block). */
export function createBlocksStore(conn: Connection) {
  const Blocks =
    (conn.models.Block as Model<BlockDoc> | undefined) ?? conn.model<BlockDoc>('Block', blockSchema);
  // Read on every request of a signed-in member (eitherWay): the driver, without mongoose's query building.
  const blocks = Blocks.collection as unknown as Collection<BlockDoc>;
  return {
    model: Blocks,

    /** Everyone the member blocked or was blocked by (userIds). */
    async eitherWay(userId: string): Promise<string[]> {
      const docs = await blocks
        .find(
          { $or: [{ blockerId: userId }, { blockedId: userId }], ...ACTIVE },
          { projection: { pendingEvents: 0 } }
        )
        .toArray();
      return docs.map((doc) => (doc.blockerId === userId ? doc.blockedId : doc.blockerId));
    },

    /** Records the block with its event (`event`, in the same write); repeating it changes nothing and tells nobody. */
    async block(blockerId: string, blockedId: string, now: Date, event: PendingEvent): Promise<void> {
      const _id = `${blockerId}:${blockedId}`;
      // A lifted block's record is put in force again.
      const revived = await Blocks.updateOne(
        { _id, unblockedAt: { $type: 'date' } },
        { $set: { unblockedAt: null, createdAt: now }, $push: { pendingEvents: event } }
      );
      if (revived.modifiedCount > 0) return;
      await Blocks.updateOne(
        { _id },
        { $setOnInsert: { blockerId, blockedId, createdAt: now, unblockedAt: null, pendingEvents: [event] } },
        { upsert: true }
      );
    },

    /** Lifts the block with its event (`event`, in the same write); false when there was none in force. */
    async unblock(blockerId: string, blockedId: string, now: Date, event: PendingEvent): Promise<boolean> {
      const result = await Blocks.updateOne(
        { _id: `${blockerId}:${blockedId}`, ...ACTIVE },
        { $set: { unblockedAt: now }, $push: { pendingEvents: event } }
      );
      return result.modifiedCount > 0;
    },

    /** The members this member blocked, newest first. */
    async listBy(blockerId: string, page: { skip: number; limit: number }) {
      return pageWithTotal(
        page,
        () =>
          Blocks.find({ blockerId, ...ACTIVE }, { pendingEvents: 0 })
            .sort({ createdAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<BlockDoc[]>(),
        () => Blocks.countDocuments({ blockerId, ...ACTIVE })
      );
    },

    async between(a: string, b: string): Promise<boolean> {
      return (await Blocks.countDocuments({ _id: { $in: [`${a}:${b}`, `${b}:${a}`] }, ...ACTIVE })) > 0;
    },

    async eraseOf(userId: string): Promise<void> {
      await Blocks.deleteMany({ $or: [{ blockerId: userId }, { blockedId: userId }] });
    }
  };
}

export type BlocksStore = ReturnType<typeof createBlocksStore>;
