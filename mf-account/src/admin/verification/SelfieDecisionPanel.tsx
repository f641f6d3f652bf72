import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PHOTO_CHECK_REJECT_REASONS, type PhotoCheckRejectReason } from '@matrimony/catalog/photo-check';
import { asProblem } from '@matrimony/session';
import { Button, Card, RadioGroup, toast } from '@matrimony/ui';
import { useDecideSelfieMutation, type SelfieDecision, type SelfieItem } from '../../api/photo-check-api';
import { Muted } from '../../shared/styles';
import { ProblemNotice } from '../ProblemNotice';
import { VERIFICATION_QUEUE_PATH } from './DocumentDecisionPanel';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  & h2,
  & h3 {
    margin: 0;
  }
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Part = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & fieldset {
    margin-bottom: 0;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Approve (the member holds Photo verified) or reject with a reason the member reads; either way the selfie is
 * deleted and the decision is in the audit log. Another administrator deciding first is a 409: the page offers a
 * reload.
 */
export function SelfieDecisionPanel({ item, onReload }: { item: SelfieItem; onReload: () => void }) {
  const navigate = useNavigate();
  const [decide, decision] = useDecideSelfieMutation();
  const [reason, setReason] = useState<PhotoCheckRejectReason | ''>('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [pending, setPending] = useState<'approve' | 'reject'>();
  const chosen = PHOTO_CHECK_REJECT_REASONS.find((option) => option.id === reason);
  const conflict = asProblem(failure)?.code === 'photo_check_already_decided';

  const submit = async (body: SelfieDecision) => {
    setFailure(undefined);
    setPending(body.decision);
    try {
      await decide({ checkId: item.checkId, body }).unwrap();
    } catch (error) {
      setFailure(error);
      setPending(undefined);
      return;
    }
    toast({
      title: body.decision === 'approve' ? 'Photos verified' : 'Selfie rejected',
      description:
        body.decision === 'approve'
          ? 'The member’s Photo verified badge shows now. The selfie is deleted.'
          : 'The member reads the reason on their verification page. The selfie is deleted.',
      variant: 'success'
    });
    navigate(VERIFICATION_QUEUE_PATH);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    setReasonError(reason ? undefined : 'Choose the reason the member will read.');
    if (reason) void submit({ decision: 'reject', reason });
  };

  return (
    <Panel as="section" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      {conflict ? (
        <ProblemNotice error={failure} title="Already decided">
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setFailure(undefined);
                onReload();
              }}
            >
              Reload
            </Button>
          </div>
        </ProblemNotice>
      ) : failure ? (
        <ProblemNotice error={failure} />
      ) : null}
      {item.status === 'pending' ? (
        <>
          <Muted>
            Approve when the selfie is live, shows the pose asked, and the face is the one in the profile
            photos.
          </Muted>
          <Button
            type="button"
            onClick={() => void submit({ decision: 'approve' })}
            busy={pending === 'approve'}
            disabled={decision.isLoading || conflict}
          >
            Approve
          </Button>
          <Part onSubmit={reject} noValidate aria-labelledby="reject-heading">
            <h3 id="reject-heading">Or reject</h3>
            <RadioGroup
              id="selfie-reject-reason"
              name="selfie-reject-reason"
              label="Reason the member reads"
              options={PHOTO_CHECK_REJECT_REASONS.map((option) => ({
                value: option.id,
                label: option.label
              }))}
              value={reason}
              onChange={(value) => setReason(value as PhotoCheckRejectReason)}
              error={reasonError}
            />
            {chosen ? <Quote aria-label="What the member reads">{chosen.text}</Quote> : null}
            <Button
              type="submit"
              variant="danger"
              busy={pending === 'reject'}
              disabled={decision.isLoading || conflict}
            >
              Reject
            </Button>
          </Part>
        </>
      ) : (
        <Muted>Nothing to decide: this check was {item.status}, and its selfie is deleted.</Muted>
      )}
    </Panel>
  );
}
