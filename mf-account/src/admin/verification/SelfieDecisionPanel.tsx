import { PHOTO_CHECK_REJECT_REASONS } from '@matrimony/catalog/photo-check';
import { useDecideSelfieMutation, type SelfieItem } from '../../api/photo-check-api';
import { VerificationDecisionPanel } from './VerificationDecisionPanel';

/** A selfie's decision: approving gives Photo verified; either way the selfie is deleted. */
export function SelfieDecisionPanel({ item, onReload }: { item: SelfieItem; onReload: () => void }) {
  const [decide, decision] = useDecideSelfieMutation();
  return (
    <VerificationDecisionPanel
      check="selfie"
      waiting={item.status === 'pending'}
      decidedText={`Nothing to decide: this check was ${item.status}, and its selfie is deleted.`}
      approveHint="Approve when the selfie is live, shows the pose asked, and the face is the one in the profile photos."
      reasons={PHOTO_CHECK_REJECT_REASONS}
      alreadyDecidedCode="photo_check_already_decided"
      toasts={{
        approve: {
          title: 'Photos verified',
          description: 'The member’s Photo verified badge shows now. The selfie is deleted.'
        },
        reject: {
          title: 'Selfie rejected',
          description: 'The member reads the reason on their verification page. The selfie is deleted.'
        }
      }}
      decide={(body) => decide({ checkId: item.checkId, body }).unwrap()}
      deciding={decision.isLoading}
      onReload={onReload}
    />
  );
}
