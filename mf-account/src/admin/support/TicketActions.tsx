import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@matrimony/session';
import { Button, toast } from '@matrimony/ui';
import {
  useAssignTicketMutation,
  useSetTicketStatusMutation,
  type StaffTicket
} from '../../api/support-desk-api';
import { Actions, Muted } from '../../shared/styles';
import { DecisionCard } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';

/** Who works on the ticket, and whether it is resolved. */
export function TicketActions({ ticket }: { ticket: StaffTicket }) {
  const me = useSelector(selectUser)?.id;
  const [assign, assigning] = useAssignTicketMutation();
  const [setStatus, settingStatus] = useSetTicketStatusMutation();
  const [failure, setFailure] = useState<unknown>();
  const mine = ticket.assignee !== null && ticket.assignee.id === me;
  const resolved = ticket.status === 'resolved';

  const run = async (action: () => Promise<unknown>, title: string) => {
    setFailure(undefined);
    try {
      await action();
      toast({ title, variant: 'success' });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <DecisionCard as="section" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Ticket</h2>
      <p>
        {ticket.assignee ? `Assigned to ${mine ? 'you' : ticket.assignee.name}.` : 'No one is working on it.'}
      </p>
      {failure ? <ProblemNotice error={failure} /> : null}
      <Actions>
        {mine ? null : (
          <Button
            type="button"
            variant="secondary"
            busy={assigning.isLoading}
            onClick={() =>
              void run(() => assign({ number: ticket.number, assignee: 'me' }).unwrap(), 'Assigned to you')
            }
          >
            Assign to me
          </Button>
        )}
        {ticket.assignee ? (
          <Button
            type="button"
            variant="ghost"
            busy={assigning.isLoading}
            onClick={() =>
              void run(() => assign({ number: ticket.number, assignee: null }).unwrap(), 'Unassigned')
            }
          >
            Unassign
          </Button>
        ) : null}
      </Actions>
      <Actions>
        <Button
          type="button"
          variant={resolved ? 'secondary' : 'primary'}
          busy={settingStatus.isLoading}
          onClick={() =>
            void run(
              () => setStatus({ number: ticket.number, status: resolved ? 'reopened' : 'resolved' }).unwrap(),
              resolved ? 'Ticket reopened' : 'Ticket resolved'
            )
          }
        >
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </Actions>
      {resolved ? <Muted>A reply from the requester opens it again by itself.</Muted> : null}
    </DecisionCard>
  );
}
