import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { pageWithTotal } from './paging';

interface ShortlistDoc {
  /** `<userId>:<profileId>`: a profile is on a member's shortlist at most once. */
  _id: string;
  userId: string;
  profileId: string;
  ownerUserId: string;
  addedAt: Date;
}

const shortlistSchema = new Schema<ShortlistDoc>(
  {
    _id: String,
    userId: { type: String, required: true },
    profileId: { type: String, required: true },
    ownerUserId: { type: String, required: true },
    addedAt: { type: Date, required: true }
  },
  { collection: 'shortlists', versionKey: false }
);
shortlistSchema.index({ userId: 1, addedAt: -1 });
shortlistSchema.index({ ownerUserId: 1 });

/** Private bookmarks: only their owner ever reads them. */
export function createShortlistStore(conn: Connection) {
  const Shortlist =
    (conn.models.Shortlist as Model<ShortlistDoc> | undefined) ??
    conn.model<ShortlistDoc>('Shortlist', shortlistSchema);
  // Every page of cards asks which are shortlisted: the driver, without mongoose's query building.
  const shortlist = Shortlist.collection as unknown as Collection<ShortlistDoc>;
  return {
    async add(userId: string, profile: { profileId: string; ownerUserId: string }, now: Date): Promise<void> {
      await Shortlist.updateOne(
        { _id: `${userId}:${profile.profileId}` },
        { $setOnInsert: { userId, ...profile, addedAt: now } },
        { upsert: true }
      );
    },

    async remove(userId: string, profileId: string): Promise<void> {
      await Shortlist.deleteOne({ _id: `${userId}:${profileId}` });
    },

    /** Which of these profiles the member shortlisted. */
    async among(userId: string, profileIds: readonly string[]): Promise<Set<string>> {
      if (profileIds.length === 0) return new Set();
      const docs = await shortlist
        .find({ _id: { $in: profileIds.map((id) => `${userId}:${id}`) } }, { projection: { profileId: 1 } })
        .toArray();
      return new Set(docs.map((doc) => doc.profileId));
    },

    async list(userId: string, exclude: readonly string[], page: { skip: number; limit: number }) {
      const filter = { userId, ownerUserId: { $nin: exclude } };
      return pageWithTotal(
        page,
        () =>
          Shortlist.find(filter)
            .sort({ addedAt: -1, _id: -1 })
            .skip(page.skip)
            .limit(page.limit)
            .lean<ShortlistDoc[]>(),
        () => Shortlist.countDocuments(filter)
      );
    },

    /** When the member shortlisted the profile; null when it is not on their shortlist. */
    async addedAt(userId: string, profileId: string): Promise<Date | null> {
      const doc = await Shortlist.findById(`${userId}:${profileId}`, { addedAt: 1 }).lean<{
        addedAt: Date;
      }>();
      return doc?.addedAt ?? null;
    },

    async eraseOf(userId: string): Promise<void> {
      await Shortlist.deleteMany({ $or: [{ userId }, { ownerUserId: userId }] });
    }
  };
}

export type ShortlistStore = ReturnType<typeof createShortlistStore>;
