import { useState } from 'react';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { MODERATION_NOTE_MAX } from '@matrimony/catalog';
import { type MessageReportOutcome } from '@matrimony/catalog/conversations';
import { Button, TextArea, toast } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { useResolveMessageReportMutation, type MessageReportItem } from '../api/message-moderation-api';
import { Actions, Muted } from '../shared/styles';
import { memberLabel, RESOLUTION_LABELS } from './message-moderation-view';
import { ProblemNotice } from './ProblemNotice';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & p {
    margin: 0;
  }
`;

/** What each outcome does, said before the administrator confirms. */
const CONFIRM: Record<MessageReportOutcome, { title: string; says: string; button: string }> = {
  dismissed: {
    title: 'Dismiss this report?',
    says: 'The message breaks no rule. The report leaves the queue and the reporter is told it was reviewed.',
    button: 'Dismiss the report'
  },
  actioned: {
    title: 'Resolve as action taken?',
    says: 'Do this after acting on the member in their case (warn, suspend or ban). The report leaves the queue and the reporter is told action was taken.',
    button: 'Resolve as action taken'
  }
};

/**
 * Acting on the member is their case in svc-profile (by profile id); resolving the report is here, once: dismissed,
 * or action taken, with an optional note kept with the decision.
 */
export function ResolveReport({ reportId, report }: { reportId: string; report: MessageReportItem }) {
  const [resolve, resolving] = useResolveMessageReportMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<MessageReportOutcome>();
  const [failure, setFailure] = useState<unknown>();
  const name = memberLabel(report.reported);

  const run = async (outcome: MessageReportOutcome) => {
    setFailure(undefined);
    try {
      await resolve({
        reportId,
        body: { outcome, ...(note.trim() ? { note: note.trim() } : {}) }
      }).unwrap();
      toast({
        title: outcome === 'dismissed' ? 'Report dismissed' : 'Report resolved as action taken',
        description: 'The reporter is told in their notifications.',
        variant: 'success'
      });
      setNote('');
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(undefined);
    }
  };

  const caseLink = report.reported.profileId ? (
    <p>
      To warn, suspend or ban {name}, open{' '}
      <Link to={`/admin/members/${report.reported.profileId}`}>{name}’s member case</Link>, then come back and
      resolve this report as action taken.
    </p>
  ) : (
    <Muted>The member who wrote the message left; there is no one to act on.</Muted>
  );

  return (
    <section aria-labelledby="resolve-heading">
      <h2 id="resolve-heading">Decision</h2>
      {report.resolution ? (
        <Form>
          <p>
            {RESOLUTION_LABELS[report.resolution.outcome]} on {formatDateTime(report.resolution.resolvedAt)}.
          </p>
          {caseLink}
        </Form>
      ) : (
        <Form>
          {caseLink}
          {failure ? <ProblemNotice error={failure} /> : null}
          <TextArea
            id="resolve-note"
            label="Note (optional)"
            hint="Kept with the decision; the reporter does not see it."
            rows={3}
            maxLength={MODERATION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setConfirming('dismissed')}>
              Dismiss
            </Button>
            <Button type="button" variant="danger" onClick={() => setConfirming('actioned')}>
              Action taken
            </Button>
          </Actions>
        </Form>
      )}
      <Dialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={confirming ? CONFIRM[confirming].title : ''}
      >
        {confirming ? (
          <Form>
            <p>{CONFIRM[confirming].says}</p>
            <Actions>
              <Button
                type="button"
                variant={confirming === 'actioned' ? 'danger' : 'primary'}
                busy={resolving.isLoading}
                onClick={() => void run(confirming)}
              >
                {CONFIRM[confirming].button}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(undefined)}>
                Cancel
              </Button>
            </Actions>
          </Form>
        ) : null}
      </Dialog>
    </section>
  );
}
