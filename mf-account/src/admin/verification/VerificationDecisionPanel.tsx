import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { asProblem } from '@matrimony/session';
import { type UserMessage } from '@matrimony/catalog/messages';
import { Button, toast } from '@matrimony/ui';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { Muted } from '../../shared/styles';
import { DecisionCard, DecisionPart, ReasonQuote } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';

/** Where the console goes after a decision: the verification queue. */
export const VERIFICATION_QUEUE_PATH = '/admin/verification';

/** A decision on a check: approve, or reject with one of its reasons. */
export type CheckDecision<R extends string> = { decision: 'approve' } | { decision: 'reject'; reason: R };

export interface VerificationDecisionProps<R extends string> {
  /** Names the reason radio group (`<check>-reject-reason`). */
  check: 'document' | 'selfie';
  /** Still waiting: otherwise `decidedText` says what happened. */
  waiting: boolean;
  decidedText: string;
  approveHint: string;
  reasons: readonly { id: R; label: string; text: string }[];
  /** The problem code of a check another administrator decided first (409). */
  alreadyDecidedCode: string;
  toasts: { approve: UserMessage; reject: UserMessage };
  /** Sends the decision; rejects with the API's problem. */
  decide: (body: CheckDecision<R>) => Promise<unknown>;
  deciding: boolean;
  onReload: () => void;
}

/**
 * Approve or reject with a reason the member reads, for an ID document or a selfie; either way the image is deleted
 * and the decision is in the audit log. Another administrator deciding first is a 409: the page offers a reload.
 */
export function VerificationDecisionPanel<R extends string>({
  check,
  waiting,
  decidedText,
  approveHint,
  reasons,
  alreadyDecidedCode,
  toasts,
  decide,
  deciding,
  onReload
}: VerificationDecisionProps<R>) {
  const navigate = useNavigate();
  const [reason, setReason] = useState<R | ''>('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [pending, setPending] = useState<'approve' | 'reject'>();
  const chosen = reasons.find((option) => option.id === reason);
  const conflict = asProblem(failure)?.code === alreadyDecidedCode;

  const submit = async (body: CheckDecision<R>) => {
    setFailure(undefined);
    setPending(body.decision);
    try {
      await decide(body);
    } catch (error) {
      setFailure(error);
      setPending(undefined);
      return;
    }
    toast({ ...toasts[body.decision], variant: 'success' });
    navigate(VERIFICATION_QUEUE_PATH);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    setReasonError(reason ? undefined : 'Choose the reason the member will read.');
    if (reason) void submit({ decision: 'reject', reason });
  };

  return (
    <DecisionCard as="section" aria-labelledby="decision-heading">
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
      {waiting ? (
        <>
          <Muted>{approveHint}</Muted>
          <Button
            type="button"
            onClick={() => void submit({ decision: 'approve' })}
            busy={pending === 'approve'}
            disabled={deciding || conflict}
          >
            Approve
          </Button>
          <DecisionPart as="form" onSubmit={reject} noValidate aria-labelledby="reject-heading">
            <h3 id="reject-heading">Or reject</h3>
            <RadioGroup
              id={`${check}-reject-reason`}
              name={`${check}-reject-reason`}
              label="Reason the member reads"
              options={reasons.map((option) => ({ value: option.id, label: option.label }))}
              value={reason}
              onChange={(value) => setReason(value as R)}
              error={reasonError}
            />
            {chosen ? <ReasonQuote aria-label="What the member reads">{chosen.text}</ReasonQuote> : null}
            <Button
              type="submit"
              variant="danger"
              busy={pending === 'reject'}
              disabled={deciding || conflict}
            >
              Reject
            </Button>
          </DecisionPart>
        </>
      ) : (
        <Muted>{decidedText}</Muted>
      )}
    </DecisionCard>
  );
}
