// The poses drawn for members' next selfies (docs/product-rules.md#verification): each valid 15 minutes for one
// selfie of the member it was drawn for. The selfie-expiry job removes them a day after they expire (on its injected
// clock, which a TTL index would not follow); until then a late selfie is told its challenge expired, not unknown.
import { Schema, type Connection, type Model } from 'mongoose';
import { SELFIE_POSE_IDS, type SelfiePose } from '@matrimony/catalog/photo-check';

export interface PhotoCheckChallengeDoc {
  /** A UUID, which the selfie names. */
  _id: string;
  userId: string;
  pose: SelfiePose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const challengeSchema = new Schema<PhotoCheckChallengeDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    pose: { type: String, required: true, enum: SELFIE_POSE_IDS },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null }
  },
  { collection: 'photo_check_challenges', versionKey: false }
);
challengeSchema.index({ expiresAt: 1 });

export type ChallengeUse = 'used_now' | 'unknown' | 'expired' | 'used';

export function createPhotoCheckChallengeStore(conn: Connection) {
  const Challenges =
    (conn.models.PhotoCheckChallenge as Model<PhotoCheckChallengeDoc> | undefined) ??
    conn.model<PhotoCheckChallengeDoc>('PhotoCheckChallenge', challengeSchema);

  const why = (doc: PhotoCheckChallengeDoc | null, now: Date): Exclude<ChallengeUse, 'used_now'> => {
    if (!doc) return 'unknown';
    if (doc.usedAt) return 'used';
    return doc.expiresAt <= now ? 'expired' : 'unknown';
  };

  return {
    async create(challenge: Omit<PhotoCheckChallengeDoc, 'usedAt'>): Promise<void> {
      await Challenges.create({ ...challenge, usedAt: null });
    },

    /** Whether the member's challenge could take a selfie now, without using it (checked before the image work). */
    async check(
      id: string,
      userId: string,
      now: Date
    ): Promise<{ use: ChallengeUse; pose: SelfiePose | null }> {
      const doc = await Challenges.findOne({ _id: id, userId }).lean<PhotoCheckChallengeDoc | null>();
      if (doc && !doc.usedAt && doc.expiresAt > now) return { use: 'used_now', pose: doc.pose };
      return { use: why(doc, now), pose: null };
    },

    /** Uses the member's challenge, once: of two selfies sent for it at once, one gets it. */
    async use(
      id: string,
      userId: string,
      now: Date
    ): Promise<{ use: ChallengeUse; pose: SelfiePose | null }> {
      const used = await Challenges.findOneAndUpdate(
        { _id: id, userId, usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { new: true }
      ).lean<PhotoCheckChallengeDoc | null>();
      if (used) return { use: 'used_now', pose: used.pose };
      return {
        use: why(await Challenges.findOne({ _id: id, userId }).lean<PhotoCheckChallengeDoc | null>(), now),
        pose: null
      };
    },

    async eraseOf(userId: string): Promise<void> {
      await Challenges.deleteMany({ userId });
    },

    /** Removes the challenges that expired before `cutoff`; answers how many. */
    async removeExpiredBefore(cutoff: Date): Promise<number> {
      return (await Challenges.deleteMany({ expiresAt: { $lt: cutoff } })).deletedCount;
    }
  };
}

export type PhotoCheckChallengeStore = ReturnType<typeof createPhotoCheckChallengeStore>;
