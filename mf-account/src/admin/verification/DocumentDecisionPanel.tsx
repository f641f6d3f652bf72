import { ID_DOCUMENT_REJECT_REASONS } from '@matrimony/catalog';
import { useDecideIdDocumentMutation, type IdDocumentItem } from '../../api/id-document-review-api';
import { VerificationDecisionPanel } from './VerificationDecisionPanel';

export { VERIFICATION_QUEUE_PATH } from './VerificationDecisionPanel';

/** An ID document's decision: approving verifies the ID; either way the image is deleted. */
export function DocumentDecisionPanel({ item, onReload }: { item: IdDocumentItem; onReload: () => void }) {
  const [decide, decision] = useDecideIdDocumentMutation();
  return (
    <VerificationDecisionPanel
      check="document"
      waiting={item.status === 'pending'}
      decidedText={`Nothing to decide: this document was ${item.status}, and its image is deleted.`}
      approveHint="Approve when the name, date of birth and gender match the profile and the face matches its photos."
      reasons={ID_DOCUMENT_REJECT_REASONS}
      alreadyDecidedCode="document_already_decided"
      toasts={{
        approve: {
          title: 'ID approved',
          description: 'The member’s ID verified badge shows now. The image is deleted.'
        },
        reject: {
          title: 'ID document rejected',
          description: 'The member reads the reason on their verification page. The image is deleted.'
        }
      }}
      decide={(body) => decide({ submissionId: item.submissionId, body }).unwrap()}
      deciding={decision.isLoading}
      onReload={onReload}
    />
  );
}
