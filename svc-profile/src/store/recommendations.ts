import { Schema, type Connection, type Model } from 'mongoose';

interface DailyListDoc {
  /** `<userId>:<day>` */
  _id: string;
  userId: string;
  day: string;
  profileIds: string[];
  createdAt: Date;
}

interface SkipDoc {
  _id: string;
  userId: string;
  profileId: string;
}

const LIST_RETENTION_SECONDS = 35 * 24 * 60 * 60;

const listSchema = new Schema<DailyListDoc>(
  {
    _id: String,
    userId: { type: String, required: true },
    day: { type: String, required: true },
    profileIds: [String],
    createdAt: { type: Date, required: true }
  },
  { collection: 'recommendation_lists', versionKey: false }
);
listSchema.index({ userId: 1, day: -1 });
listSchema.index({ createdAt: 1 }, { expireAfterSeconds: LIST_RETENTION_SECONDS });
const skipSchema = new Schema<SkipDoc>(
  { _id: String, userId: { type: String, required: true }, profileId: { type: String, required: true } },
  { collection: 'recommendation_skips', versionKey: false }
);
skipSchema.index({ userId: 1 });

/** Daily recommendation lists (kept 35 days: "not shown again within 30 days") and skipped profiles (for good). */
export function createRecommendationsStore(conn: Connection) {
  const Lists =
    (conn.models.RecommendationList as Model<DailyListDoc> | undefined) ??
    conn.model<DailyListDoc>('RecommendationList', listSchema);
  const Skips =
    (conn.models.RecommendationSkip as Model<SkipDoc> | undefined) ??
    conn.model<SkipDoc>('RecommendationSkip', skipSchema);
  return {
    async today(userId: string, day: string): Promise<string[] | null> {
      const doc = await Lists.findById(`${userId}:${day}`).lean<DailyListDoc>();
      return doc ? doc.profileIds : null;
    },

    /** Stores the day's list; the first list written for a day wins (two requests racing show the same list). */
    async save(userId: string, day: string, profileIds: string[], now: Date): Promise<string[]> {
      const doc = await Lists.findOneAndUpdate(
        { _id: `${userId}:${day}` },
        { $setOnInsert: { userId, day, profileIds, createdAt: now } },
        { upsert: true, new: true }
      ).lean<DailyListDoc>();
      return doc!.profileIds;
    },

    /** Profiles shown on the lists of the days since `sinceDay` (inclusive), today's excluded. */
    async shownSince(userId: string, sinceDay: string, today: string): Promise<Set<string>> {
      const docs = await Lists.find({ userId, day: { $gte: sinceDay, $lt: today } }, { profileIds: 1 }).lean<
        DailyListDoc[]
      >();
      return new Set(docs.flatMap((doc) => doc.profileIds));
    },

    async discardToday(userId: string, day: string): Promise<void> {
      await Lists.deleteOne({ _id: `${userId}:${day}` });
    },

    async skip(userId: string, profileId: string, day: string): Promise<void> {
      await Skips.updateOne(
        { _id: `${userId}:${profileId}` },
        { $setOnInsert: { userId, profileId } },
        { upsert: true }
      );
      await Lists.updateOne({ _id: `${userId}:${day}` }, { $pull: { profileIds: profileId } });
    },

    async skipped(userId: string): Promise<Set<string>> {
      const docs = await Skips.find({ userId }, { profileId: 1 }).lean<SkipDoc[]>();
      return new Set(docs.map((doc) => doc.profileId));
    },

    async eraseOf(userId: string): Promise<void> {
      await Lists.deleteMany({ userId });
      await Skips.deleteMany({ userId });
    }
  };
}

export type RecommendationsStore = ReturnType<typeof createRecommendationsStore>;
