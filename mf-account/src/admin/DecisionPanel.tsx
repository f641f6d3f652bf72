import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MODERATION_NOTE_MAX, MODERATION_REJECT_REASONS } from '@matrimony/catalog';
import { asProblem } from '@matrimony/session';
import { Button, TextArea, toast } from '@matrimony/ui';
import { RadioGroup } from '@matrimony/ui/radio-group';
import {
  moderationApi,
  useDecideModerationMutation,
  type DecisionBody,
  type ModerationItem
} from '../api/moderation-api';
import { Muted } from '../shared/styles';
import { DecisionCard, DecisionPart, ReasonQuote } from './admin-styles';
import { nextInQueue } from './moderation-view';
import { ProblemNotice } from './ProblemNotice';

type RejectReasonId = (typeof MODERATION_REJECT_REASONS)[number]['id'];
type Errors = { reason?: string; note?: string };

/**
 * Approve, or reject with a reason the member reads, on the revision this page showed. Afterwards the next
 * item of the queue opens (the queue itself when none is left). When another administrator decided first,
 * or the member changed the profile meanwhile, the service answers 409 and the page offers a reload.
 */
export function DecisionPanel({
  item,
  name,
  onReload
}: {
  item: ModerationItem;
  name: string;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const [decide, decision] = useDecideModerationMutation();
  const [loadQueue] = moderationApi.useLazyModerationQueueQuery();
  const [reason, setReason] = useState<RejectReasonId | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>();
  const [pending, setPending] = useState<'approve' | 'reject'>();
  const isPending = item.profile.moderationStatus === 'pending';
  const chosen = MODERATION_REJECT_REASONS.find((option) => option.id === reason);
  const conflict = asProblem(failure)?.code === 'moderation_conflict';

  const submit = async (body: DecisionBody) => {
    setFailure(undefined);
    setPending(body.decision);
    try {
      await decide({ profileId: item.profile.id, body }).unwrap();
    } catch (error) {
      setFailure(error);
      setPending(undefined);
      return;
    }
    toast({
      title: body.decision === 'approve' ? `${name} is approved` : `${name} is rejected`,
      description:
        body.decision === 'approve'
          ? 'Other members can see the profile now.'
          : 'The member reads the reason on My Profile and by e-mail.',
      variant: 'success'
    });
    const queue = await loadQueue(1)
      .unwrap()
      .catch(() => undefined);
    const next = queue
      ? nextInQueue(queue.items, { profileId: item.profile.id, submittedAt: item.submittedAt })
      : undefined;
    navigate(next ? `/admin/moderation/${next.profileId}` : '/admin');
  };

  const withNote = () => (note.trim() ? { note: note.trim() } : {});
  const approve = () => void submit({ decision: 'approve', revision: item.revision, ...withNote() });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!reason) found.reason = 'Choose the reason the member will read.';
    if (reason === 'other' && !note.trim()) found.note = 'Say in the note what has to change.';
    setErrors(found);
    if (reason && Object.keys(found).length === 0)
      void submit({ decision: 'reject', revision: item.revision, reason, ...withNote() });
  };

  return (
    <DecisionCard as="section" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      {conflict ? (
        <ProblemNotice error={failure} title="Already decided by another administrator">
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
      {isPending ? (
        <>
          <TextArea
            id="decision-note"
            label="Note (optional)"
            hint="Kept in the audit log with the decision. With a rejection, the member reads it too."
            rows={3}
            maxLength={MODERATION_NOTE_MAX}
            value={note}
            error={errors.note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            type="button"
            onClick={approve}
            busy={pending === 'approve'}
            disabled={decision.isLoading || conflict}
          >
            Approve
          </Button>
          <DecisionPart as="form" onSubmit={reject} noValidate aria-labelledby="reject-heading">
            <h3 id="reject-heading">Or reject</h3>
            <RadioGroup
              id="reject-reason"
              name="reject-reason"
              label="Reason the member reads"
              options={MODERATION_REJECT_REASONS.map((option) => ({ value: option.id, label: option.label }))}
              value={reason}
              onChange={(value) => setReason(value as RejectReasonId)}
              error={errors.reason}
            />
            {chosen ? <ReasonQuote aria-label="What the member reads">{chosen.text}</ReasonQuote> : null}
            <Button
              type="submit"
              variant="danger"
              busy={pending === 'reject'}
              disabled={decision.isLoading || conflict}
            >
              Reject
            </Button>
          </DecisionPart>
        </>
      ) : (
        <Muted>Nothing to decide: this profile is not waiting for a decision.</Muted>
      )}
    </DecisionCard>
  );
}
