// An administrator's decision on an ID document (docs/product-rules.md#verification): the first decision on a
// waiting submission wins, written with its events (identity.verification.reviewed for the audit log, and on an
// approval identity.verification.changed for the badge); then the outcome is recorded and the image deleted.
import { type RequestBodyOf } from '@matrimony/contracts';
import { type idDocumentRoutes } from '@matrimony/contracts/http/identity/id-documents';
import { outboxEvent, problem } from '@matrimony/service-kit';
import { ID_DOCUMENT_MESSAGES as MESSAGES } from '../../domain/messages';
import { type IdDocumentSubmission } from '../../store/id-documents';
import { finishDocumentDecision } from '../../verification/finish-document-decision';
import { type IdentityDeps } from '../deps';

type Body = RequestBodyOf<typeof idDocumentRoutes.decideIdDocument>;

export async function decideIdDocument(
  deps: Pick<IdentityDeps, 'stores' | 'now'>,
  submissionId: string,
  body: Body,
  actorUserId: string
): Promise<IdDocumentSubmission> {
  const { stores } = deps;
  const submission = await stores.idDocuments.get(submissionId);
  if (!submission) throw problem(404, MESSAGES.notFound, 'document_not_found');
  const decidedAt = deps.now();
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  const reason = body.decision === 'reject' ? body.reason : null;
  const { userId } = submission;
  const events = [
    outboxEvent('identity.verification.reviewed', {
      userId,
      check: 'id',
      decision: status,
      reason,
      actorUserId,
      at: decidedAt.toISOString()
    }),
    ...(status === 'approved'
      ? [outboxEvent('identity.verification.changed', { userId, checks: { mobile: true, id: true } })]
      : [])
  ];
  const decided = await stores.idDocuments.decide(
    submissionId,
    { status, reason, actorUserId, decidedAt },
    events
  );
  if (!decided) throw problem(409, MESSAGES.alreadyDecided, 'document_already_decided');
  await finishDocumentDecision(stores, decided);
  return decided;
}
