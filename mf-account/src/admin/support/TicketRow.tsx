import { styled } from 'styled-components';
import { Badge } from '@matrimony/ui';
import { Muted } from '../../shared/styles';
import { Chips, MemberNumber, RowLink } from '../admin-styles';
import type { StaffTicketSummary } from '../../api/support-desk-api';
import { DueTime } from './DueTime';
import { categoryLabel, KIND_LABELS, requesterName, statusLabel } from './support-view';

/** An overdue row carries a red bar at its start (and says "overdue by" in words). */
const Tr = styled.tr<{ $overdue: boolean }>`
  & > td:first-child {
    box-shadow: inset 6px 0 0
      ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

const Cell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  & > p {
    margin: 0;
  }
`;

/** Who wrote in: a member's name, number and a Premium chip, or the visitor's name. */
export function Requester({ requester }: { requester: StaffTicketSummary['requester'] }) {
  return (
    <Chips>
      <span>{requesterName(requester)}</span>
      {requester.type === 'member' && requester.memberNumber ? (
        <MemberNumber>{requester.memberNumber}</MemberNumber>
      ) : null}
      {requester.type === 'member' && requester.plan === 'premium' ? (
        <Badge $tone="accent">Premium</Badge>
      ) : null}
    </Chips>
  );
}

/** One ticket of the queue: what and who, its kind and status, when it is due and who has it. */
export function TicketRow({ ticket, now }: { ticket: StaffTicketSummary; now: number }) {
  return (
    <Tr $overdue={ticket.overdue}>
      <td>
        <Cell>
          <MemberNumber>{ticket.number}</MemberNumber>
          <RowLink to={`/admin/support/${ticket.number}`}>{ticket.subject}</RowLink>
          <Requester requester={ticket.requester} />
        </Cell>
      </td>
      <td>
        <Chips>
          {ticket.kind === 'grievance' ? <Badge $tone="danger">{KIND_LABELS.grievance}</Badge> : null}
          {ticket.category ? (
            <Badge $tone="neutral">{categoryLabel(ticket.category)}</Badge>
          ) : ticket.kind !== 'grievance' ? (
            <Badge $tone="neutral">{KIND_LABELS[ticket.kind]}</Badge>
          ) : null}
          <Badge $tone={ticket.status === 'resolved' ? 'success' : 'primary'}>
            {statusLabel(ticket.status)}
          </Badge>
        </Chips>
      </td>
      <td>
        <Cell>
          <DueTime dueAt={ticket.dueAt} overdue={ticket.overdue} now={now} />
          <Muted>{ticket.assignee ? `Assigned to ${ticket.assignee.name}` : 'Unassigned'}</Muted>
        </Cell>
      </td>
    </Tr>
  );
}
