import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { pageWithTotal } from './paging';

interface BlockDoc {
  /** `<blockerId>:<blockedId>` */
  _id: string;
  blockerId: string;
  blockedId: string;
  createdAt: Date;
}

const blockSchema = new Schema<BlockDoc>(
  {
    _id: { type: String, required: true },
    blockerId: { type: String, required: true },
    blockedId: { type: String, required: true },
    createdAt: { type: Date, required: true }
  },
  { collection: 'blocks', versionKey: false }
);
blockSchema.index({ blockerId: 1 });
blockSchema.index({ blockedId: 1 });

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
      const docs = await blocks.find({ $or: [{ blockerId: userId }, { blockedId: userId }] }).toArray();
      return docs.map((doc) => (doc.blockerId === userId ? doc.blockedId : doc.blockerId));
    },

    /** Records the block (repeating it changes nothing). */
    async block(blockerId: string, blockedId: string, now: Date): Promise<void> {
      await Blocks.updateOne(
        { _id: `${blockerId}:${blockedId}` },
        { $setOnInsert: { blockerId, blockedId, createdAt: now } },
        { upsert: true }
      );
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await Blocks.deleteOne({ _id: `${blockerId}:${blockedId}` });
    },

    /** The members this member blocked, newest first. */
    async listBy(blockerId: string, page: { skip: number; limit: number }) {
      return pageWithTotal(
        page,
        () =>
          Blocks.find({ blockerId })
            .sort({ createdAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<BlockDoc[]>(),
        () => Blocks.countDocuments({ blockerId })
      );
    },

    async between(a: string, b: string): Promise<boolean> {
      return (await Blocks.countDocuments({ _id: { $in: [`${a}:${b}`, `${b}:${a}`] } })) > 0;
    },

    async eraseOf(userId: string): Promise<void> {
      await Blocks.deleteMany({ $or: [{ blockerId: userId }, { blockedId: userId }] });
    }
  };
}

export type BlocksStore = ReturnType<typeof createBlocksStore>;
