// Photo checks (docs/product-rules.md#verification): a member's live selfie for a pose drawn by the server, waiting
// for a moderator, and the outcome once decided. The selfie itself is a file in the images bucket while
// `selfieHeld`; a decided or expired check's file is deleted and `selfieHeld` cleared
// (verification/finish-selfie-decision.ts). Only the outcome stays: when, approved or rejected, and why. The outbox
// carries profile.photo-check.decided, which tells the member. `faceAid` holds the moderator's face-similarity scores
// (verification/face-aid/) while the selfie waits: scores only, never a face descriptor; cleared with the selfie.
// `faceAidAttempts` / `faceAidStartedAt` claim a scoring, so a lost one (a restart) is retried a bounded number of times.
import { Schema, type Connection, type Model } from 'mongoose';
import { type ObjectId } from 'mongodb';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import {
  PHOTO_CHECK_REJECT_REASON_IDS,
  SELFIE_POSE_IDS,
  type PhotoCheckRejectReason,
  type SelfiePose
} from '@matrimony/catalog/photo-check';
import { PHOTO_CHECK_OUTCOMES, type PhotoCheckOutcome } from '../domain/photo-check';
import { type PhotoFaceScore } from '../verification/face-aid/score-faces';

export interface PhotoCheckDoc {
  /** A UUID: the id the administrators' queue names it by. */
  _id: string;
  userId: string;
  profileId: string;
  pose: SelfiePose;
  status: PhotoCheckOutcome;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: PhotoCheckRejectReason | null;
  /** The administrator who decided (null while pending, and for an expiry). */
  actorUserId: string | null;
  /** The main photo when the selfie was sent: an approval gives the badge only while it is still the main one. */
  primaryPhotoId: string;
  selfieId: ObjectId;
  /** The selfie file still exists: true until the check is decided or expired and the file deleted. */
  selfieHeld: boolean;
  /** The face aid's outcome: absent until it ran (and again once the selfie is deleted). */
  faceAid?: StoredFaceAid | null;
  /** Scorings started for this selfie (absent: none); one that never stored an outcome was lost. */
  faceAidAttempts?: number;
  /** When the latest scoring was started (claimed); cleared with the selfie. */
  faceAidStartedAt?: Date;
}

export interface StoredFaceAid {
  /** The aid could not run (the worker failed or timed out): the moderator decides without it. */
  failed: boolean;
  photos: PhotoFaceScore[];
}

interface StoredPhotoCheck extends PhotoCheckDoc {
  pendingEvents: PendingEvent[];
}

const photoCheckSchema = new Schema<StoredPhotoCheck>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    profileId: { type: String, required: true },
    pose: { type: String, required: true, enum: SELFIE_POSE_IDS },
    status: { type: String, required: true, enum: PHOTO_CHECK_OUTCOMES },
    submittedAt: { type: Date, required: true },
    decidedAt: { type: Date, default: null },
    reason: { type: String, default: null, enum: [...PHOTO_CHECK_REJECT_REASON_IDS, null] },
    actorUserId: { type: String, default: null },
    primaryPhotoId: { type: String, required: true },
    selfieId: { type: Schema.Types.ObjectId, required: true },
    selfieHeld: { type: Boolean, required: true },
    faceAid: {
      type: new Schema(
        {
          failed: { type: Boolean, required: true },
          photos: [
            new Schema(
              {
                photoId: { type: String, required: true },
                similarity: { type: Number, default: null },
                state: {
                  type: String,
                  required: true,
                  enum: ['scored', 'no_face_in_selfie', 'no_face_in_photo']
                }
              },
              { _id: false }
            )
          ]
        },
        { _id: false }
      ),
      default: undefined
    },
    faceAidAttempts: { type: Number },
    faceAidStartedAt: { type: Date }
  },
  { collection: 'photo_checks', versionKey: false }
);
// One selfie waits per member: a new one replaces it (replacePending), and two at the same instant cannot both wait.
photoCheckSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' }, name: 'one_pending_selfie_per_member' }
);
photoCheckSchema.index({ status: 1, submittedAt: 1, _id: 1 }, { name: 'queue_oldest_first' });
photoCheckSchema.index({ userId: 1, submittedAt: -1 });
photoCheckSchema.index(
  { status: 1 },
  { partialFilterExpression: { selfieHeld: true }, name: 'selfies_still_held' }
);

photoCheckSchema.plugin(outboxPlugin);

const PROJECTION = { pendingEvents: 0 } as const;
const AWAITING_FACE_AID = { status: 'pending', selfieHeld: true, faceAid: null } as const;
const startedBefore = (staleBefore: Date) => ({
  $or: [{ faceAidStartedAt: { $exists: false } }, { faceAidStartedAt: { $lt: staleBefore } }]
});

export interface SelfieDecision {
  status: 'approved' | 'rejected';
  reason: PhotoCheckRejectReason | null;
  actorUserId: string;
  decidedAt: Date;
}

export function createPhotoCheckStore(conn: Connection) {
  const Checks =
    (conn.models.PhotoCheck as Model<StoredPhotoCheck> | undefined) ??
    conn.model<StoredPhotoCheck>('PhotoCheck', photoCheckSchema);

  return {
    /**
     * Sets the member's waiting check aside as `replaced` (its file is then deleted like a decided one's) and answers
     * it, or null when none waits.
     */
    replacePending(userId: string, at: Date): Promise<PhotoCheckDoc | null> {
      return Checks.findOneAndUpdate(
        { userId, status: 'pending' },
        { $set: { status: 'replaced', decidedAt: at } },
        { new: true, projection: PROJECTION }
      ).lean<PhotoCheckDoc | null>();
    },

    /** Queues a selfie; 'already_pending' when another of the member's got in first (the unique index). */
    async submit(
      check: Omit<PhotoCheckDoc, 'status' | 'decidedAt' | 'reason' | 'actorUserId' | 'selfieHeld'>
    ): Promise<'submitted' | 'already_pending'> {
      try {
        await Checks.create({
          ...check,
          status: 'pending',
          decidedAt: null,
          reason: null,
          actorUserId: null,
          selfieHeld: true
        });
        return 'submitted';
      } catch (err) {
        if (isDuplicateKey(err)) return 'already_pending';
        throw err;
      }
    },

    get(id: string): Promise<PhotoCheckDoc | null> {
      return Checks.findById(id, PROJECTION).lean<PhotoCheckDoc | null>();
    },

    latestOf(userId: string): Promise<PhotoCheckDoc | null> {
      return Checks.findOne({ userId }, PROJECTION).sort({ submittedAt: -1 }).lean<PhotoCheckDoc | null>();
    },

    /** Every check of the member, newest first (their data export). */
    allOf(userId: string): Promise<PhotoCheckDoc[]> {
      return Checks.find({ userId }, PROJECTION).sort({ submittedAt: -1 }).lean<PhotoCheckDoc[]>();
    },

    /** The waiting selfies, oldest first, a page at a time, and how many wait. */
    async queue(page: { skip: number; limit: number }) {
      const filter = { status: 'pending' };
      const [items, total] = await Promise.all([
        Checks.find(filter, PROJECTION)
          .sort({ submittedAt: 1, _id: 1 })
          .skip(page.skip)
          .limit(page.limit)
          .lean<PhotoCheckDoc[]>(),
        Checks.countDocuments(filter)
      ]);
      return { items, total };
    },

    /**
     * Decides a waiting check with its events (the member's news), in one update; null when it is no longer waiting
     * (decided by another administrator, expired or replaced).
     */
    decide(id: string, decision: SelfieDecision, events: PendingEvent[]): Promise<PhotoCheckDoc | null> {
      return Checks.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: decision, $push: { pendingEvents: { $each: events } } },
        { new: true, projection: PROJECTION }
      ).lean<PhotoCheckDoc | null>();
    },

    /** Waiting checks sent before `cutoff`. */
    overdueForExpiry(cutoff: Date, limit = 100): Promise<PhotoCheckDoc[]> {
      return Checks.find({ status: 'pending', submittedAt: { $lt: cutoff } }, PROJECTION)
        .sort({ submittedAt: 1 })
        .limit(limit)
        .lean<PhotoCheckDoc[]>();
    },

    /** Marks a waiting check expired; null when it was decided meanwhile. */
    expire(id: string, at: Date): Promise<PhotoCheckDoc | null> {
      return Checks.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status: 'expired', decidedAt: at } },
        { new: true, projection: PROJECTION }
      ).lean<PhotoCheckDoc | null>();
    },

    /** Decided or expired checks whose selfie file is still stored (a deletion interrupted). */
    unfinished(limit = 100): Promise<PhotoCheckDoc[]> {
      return Checks.find({ selfieHeld: true, status: { $ne: 'pending' } }, PROJECTION)
        .limit(limit)
        .lean<PhotoCheckDoc[]>();
    },

    async selfieDeleted(id: string): Promise<void> {
      await Checks.updateOne(
        { _id: id },
        { $set: { selfieHeld: false }, $unset: { faceAid: 1, faceAidAttempts: 1, faceAidStartedAt: 1 } }
      );
    },

    /**
     * Waiting selfies without a face aid whose scoring was never started, or started before `staleBefore` (lost),
     * oldest first.
     */
    awaitingFaceAid(staleBefore: Date, limit: number): Promise<PhotoCheckDoc[]> {
      return Checks.find({ ...AWAITING_FACE_AID, ...startedBefore(staleBefore) }, PROJECTION)
        .sort({ submittedAt: 1, _id: 1 })
        .limit(limit)
        .lean<PhotoCheckDoc[]>();
    },

    /**
     * Starts a scoring of a waiting selfie with no face aid, unless one started after `staleBefore` or `maxAttempts`
     * were started already: one conditional update, so two replicas cannot both start it. Null when not claimed.
     */
    claimFaceAid(
      id: string,
      at: Date,
      staleBefore: Date,
      maxAttempts: number
    ): Promise<PhotoCheckDoc | null> {
      return Checks.findOneAndUpdate(
        {
          _id: id,
          ...AWAITING_FACE_AID,
          $and: [
            startedBefore(staleBefore),
            { $or: [{ faceAidAttempts: { $exists: false } }, { faceAidAttempts: { $lt: maxAttempts } }] }
          ]
        },
        { $inc: { faceAidAttempts: 1 }, $set: { faceAidStartedAt: at } },
        { new: true, projection: PROJECTION }
      ).lean<PhotoCheckDoc | null>();
    },

    /** The face aid's scores for a selfie still waiting; a check decided meanwhile keeps none. */
    async recordFaceAid(id: string, faceAid: StoredFaceAid): Promise<void> {
      await Checks.updateOne({ _id: id, status: 'pending', selfieHeld: true }, { $set: { faceAid } });
    },

    /** The selfie files the member's checks still hold (account deletion removes them first). */
    async selfiesOf(userId: string): Promise<ObjectId[]> {
      const docs = await Checks.find({ userId, selfieHeld: true }, { selfieId: 1 }).lean<
        { selfieId: ObjectId }[]
      >();
      return docs.map((doc) => doc.selfieId);
    },

    async eraseOf(userId: string): Promise<void> {
      await Checks.deleteMany({ userId });
    },

    model: Checks
  };
}

export type PhotoCheckStore = ReturnType<typeof createPhotoCheckStore>;
