// Photos of ID documents sent for a moderator's comparison with the profile (docs/product-rules.md#verification).
// A submission keeps which document, when, the decision and its reason; never a number or anything the document
// showed. Its image is in store/id-document-images.ts while `imageHeld`; a decided or expired submission's image is
// deleted and `imageHeld` cleared (verification/finish-document-decision.ts).
import { Schema, type Connection, type mongo } from 'mongoose';
import { ID_DOCUMENT_KIND_IDS, ID_DOCUMENT_REJECT_REASON_IDS, type IdDocumentKind } from '@matrimony/catalog';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { type IdDocumentImageType } from '../domain/id-document-image';

export const ID_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type IdDocumentStatus = (typeof ID_DOCUMENT_STATUSES)[number];
export type IdDocumentRejectReasonId = (typeof ID_DOCUMENT_REJECT_REASON_IDS)[number];

export interface IdDocumentSubmission {
  /** A UUID: the id the administrators' queue names it by. */
  _id: string;
  userId: string;
  /** The member's profile at svc-profile when it was sent: what the moderator compares it with. */
  profileId: string;
  /** How the queue names the member (public: shown on every card); null on submissions stored before it was kept. */
  memberNumber: string | null;
  displayName: string | null;
  kind: IdDocumentKind;
  status: IdDocumentStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  reason: IdDocumentRejectReasonId | null;
  /** The administrator who decided (null while pending, and for an expiry). */
  actorUserId: string | null;
  imageId: mongo.ObjectId;
  /** The type read from the image's first bytes, which it is served as. */
  contentType: IdDocumentImageType;
  /** The image is still stored: true until the submission is decided or expired and the image deleted. */
  imageHeld: boolean;
}

interface IdDocumentDoc extends IdDocumentSubmission {
  pendingEvents: PendingEvent[];
}

const idDocumentSchema = new Schema<IdDocumentDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    profileId: { type: String, required: true },
    memberNumber: { type: String, default: null },
    displayName: { type: String, default: null },
    kind: { type: String, required: true, enum: ID_DOCUMENT_KIND_IDS },
    status: { type: String, required: true, enum: ID_DOCUMENT_STATUSES },
    submittedAt: { type: Date, required: true },
    decidedAt: { type: Date, default: null },
    reason: { type: String, default: null, enum: [...ID_DOCUMENT_REJECT_REASON_IDS, null] },
    actorUserId: { type: String, default: null },
    imageId: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    imageHeld: { type: Boolean, required: true }
  },
  { versionKey: false }
);
// One submission waits per member: two uploads at the same instant cannot both be queued.
idDocumentSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' }, name: 'one_pending_document_per_member' }
);
idDocumentSchema.index({ status: 1, submittedAt: 1, _id: 1 }, { name: 'queue_oldest_first' });
idDocumentSchema.index({ userId: 1, submittedAt: -1 });
idDocumentSchema.index(
  { status: 1 },
  { partialFilterExpression: { imageHeld: true }, name: 'images_still_held' }
);
idDocumentSchema.plugin(outboxPlugin);

const PROJECTION = { pendingEvents: 0 } as const;

export interface Decision {
  status: 'approved' | 'rejected';
  reason: IdDocumentRejectReasonId | null;
  actorUserId: string;
  decidedAt: Date;
}

/** ID document submissions, and the outbox of identity.verification.reviewed (and .changed on approval). */
export function createIdDocumentsStore(connection: Connection) {
  const Documents = connection.model<IdDocumentDoc>('IdDocument', idDocumentSchema, 'id_documents');
  const lean = (query: ReturnType<typeof Documents.findOne>) => query.lean<IdDocumentSubmission | null>();

  return {
    /** Queues a submission; a member with one already waiting is refused by the unique index. */
    async submit(
      submission: Omit<IdDocumentSubmission, 'status' | 'decidedAt' | 'reason' | 'actorUserId' | 'imageHeld'>
    ): Promise<'submitted' | 'already_pending'> {
      try {
        await Documents.create({
          ...submission,
          status: 'pending',
          decidedAt: null,
          reason: null,
          actorUserId: null,
          imageHeld: true
        });
        return 'submitted';
      } catch (err) {
        if (isDuplicateKey(err)) return 'already_pending';
        throw err;
      }
    },

    get(id: string): Promise<IdDocumentSubmission | null> {
      return lean(Documents.findById(id, PROJECTION));
    },

    /** The member's newest submission, whatever its state. */
    latestOf(userId: string): Promise<IdDocumentSubmission | null> {
      return lean(Documents.findOne({ userId }, PROJECTION).sort({ submittedAt: -1 }));
    },

    /** Every submission of the member, newest first (their data export). */
    allOf(userId: string): Promise<IdDocumentSubmission[]> {
      return Documents.find({ userId }, PROJECTION).sort({ submittedAt: -1 }).lean<IdDocumentSubmission[]>();
    },

    /** The waiting submissions, oldest first, a page at a time, and how many wait. */
    async queue(page: { skip: number; limit: number }) {
      const filter = { status: 'pending' };
      const [items, total] = await Promise.all([
        Documents.find(filter, PROJECTION)
          .sort({ submittedAt: 1, _id: 1 })
          .skip(page.skip)
          .limit(page.limit)
          .lean<IdDocumentSubmission[]>(),
        Documents.countDocuments(filter)
      ]);
      return { items, total };
    },

    /**
     * Decides a waiting submission with its events, in one update; null when it is no longer waiting (another
     * administrator decided, or it expired) or does not exist.
     */
    decide(id: string, decision: Decision, events: PendingEvent[]): Promise<IdDocumentSubmission | null> {
      return Documents.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: decision, $push: { pendingEvents: { $each: events } } },
        { new: true, projection: PROJECTION }
      ).lean<IdDocumentSubmission | null>();
    },

    /** Waiting submissions sent before `cutoff`: past the 7 days an image may be kept. */
    overdueForExpiry(cutoff: Date, limit = 100): Promise<IdDocumentSubmission[]> {
      return Documents.find({ status: 'pending', submittedAt: { $lt: cutoff } }, PROJECTION)
        .sort({ submittedAt: 1 })
        .limit(limit)
        .lean<IdDocumentSubmission[]>();
    },

    /** Marks a waiting submission expired; null when it was decided meanwhile. */
    expire(id: string, at: Date): Promise<IdDocumentSubmission | null> {
      return Documents.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status: 'expired', decidedAt: at } },
        { new: true, projection: PROJECTION }
      ).lean<IdDocumentSubmission | null>();
    },

    /** Decided or expired submissions whose image is still stored (a deletion interrupted, or not done yet). */
    unfinished(limit = 100): Promise<IdDocumentSubmission[]> {
      return Documents.find({ imageHeld: true, status: { $ne: 'pending' } }, PROJECTION)
        .limit(limit)
        .lean<IdDocumentSubmission[]>();
    },

    /** The submission's image has been deleted. */
    async imageDeleted(id: string): Promise<void> {
      await Documents.updateOne({ _id: id }, { $set: { imageHeld: false } });
    },

    /** The ids of every image the member's submissions point at (account deletion removes them first). */
    async imagesOf(userId: string): Promise<mongo.ObjectId[]> {
      const docs = await Documents.find({ userId }, { imageId: 1 }).lean<{ imageId: mongo.ObjectId }[]>();
      return docs.map((doc) => doc.imageId);
    },

    /** Account deletion: the member's submissions go with the account (their images first: imagesOf). */
    async erase(userId: string): Promise<void> {
      await Documents.deleteMany({ userId });
    },

    model: Documents
  };
}

export type IdDocuments = ReturnType<typeof createIdDocumentsStore>;
