// What follows a decision on an ID document, or its expiry (docs/product-rules.md#verification): an approval
// records the ID check's outcome, and the image is deleted either way. Both steps may run again (the moderator's
// request and the expiry job both call this, and the job finishes what a crash interrupted).
import { type Stores } from '../store';
import { type IdDocumentSubmission } from '../store/id-documents';
import { DOCUMENT_MATCHED_FIELDS } from '../store/id-verifications';

export async function finishDocumentDecision(
  stores: Pick<Stores, 'idDocuments' | 'idDocumentImages' | 'idVerifications'>,
  submission: IdDocumentSubmission
): Promise<void> {
  if (submission.status === 'pending') return;
  if (submission.status === 'approved' && submission.decidedAt)
    // An account verified meanwhile (its Aadhaar) keeps that outcome: the unique _id refuses a second.
    await stores.idVerifications.record({
      userId: submission.userId,
      method: 'document',
      verifiedAt: submission.decidedAt,
      matched: [...DOCUMENT_MATCHED_FIELDS]
    });
  await stores.idDocumentImages.remove([submission.imageId]);
  await stores.idDocuments.imageDeleted(submission._id);
}
