import { type ResponseOf } from '@matrimony/contracts';
import { type verificationRoutes } from '@matrimony/contracts/http/identity/verification';
import { type IdDocumentItem } from '@matrimony/contracts/http/identity/id-documents';
import { isOverdue } from '../../domain/id-document-review';
import { type IdDocuments, type IdDocumentSubmission } from '../../store/id-documents';
import { type IdVerifications } from '../../store/id-verifications';

type Checks = ResponseOf<typeof verificationRoutes.getVerification>;

/** The latest document submission while the ID is not verified: waiting, refused (and why) or expired. */
function reviewView(submission: IdDocumentSubmission | null): Checks['id']['review'] {
  if (!submission || submission.status === 'approved') return null;
  return {
    status: submission.status,
    kind: submission.kind,
    submittedAt: submission.submittedAt.toISOString(),
    decidedAt: submission.decidedAt?.toISOString() ?? null,
    reason: submission.reason
  };
}

/** The member's own checks: the method and time, never what the document held. */
export function verificationView(
  outcome: Awaited<ReturnType<IdVerifications['of']>>,
  latestDocument: IdDocumentSubmission | null
): Checks {
  return {
    // Every account's mobile was verified by OTP at registration (and again at any change of number).
    mobile: { verified: true },
    id: outcome
      ? {
          verified: true,
          method: outcome.method,
          verifiedAt: outcome.verifiedAt.toISOString(),
          review: null
        }
      : { verified: false, method: null, verifiedAt: null, review: reviewView(latestDocument) }
  };
}

/** A submission as administrators see it: the member by profile id, the document's kind, the state. */
export function idDocumentItemView(submission: IdDocumentSubmission, now: Date): IdDocumentItem {
  return {
    submissionId: submission._id,
    profileId: submission.profileId,
    memberNumber: submission.memberNumber ?? null,
    displayName: submission.displayName ?? null,
    kind: submission.kind,
    submittedAt: submission.submittedAt.toISOString(),
    overdue: submission.status === 'pending' && isOverdue(submission.submittedAt, now),
    status: submission.status,
    decidedAt: submission.decidedAt?.toISOString() ?? null,
    reason: submission.reason
  };
}

/** The member's checks as stored now. */
export async function checksOf(
  stores: { idVerifications: IdVerifications; idDocuments: IdDocuments },
  userId: string
): Promise<Checks> {
  const [outcome, latest] = await Promise.all([
    stores.idVerifications.of(userId),
    stores.idDocuments.latestOf(userId)
  ]);
  return verificationView(outcome, latest);
}
