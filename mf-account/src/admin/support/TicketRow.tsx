import { Badge } from '@matrimony/ui';
import { Muted } from '../../shared/styles';
import { Chips, MemberNumber, Row, RowLink, RowWho } from '../admin-styles';
import type { StaffTicketSummary } from '../../api/support-desk-api';
import { DueTime } from './DueTime';
import { categoryLabel, KIND_LABELS, requesterName, statusLabel } from './support-view';

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

/** One ticket of the queue; an overdue one has the red frame and says so. */
export function TicketRow({ ticket, now }: { ticket: StaffTicketSummary; now: number }) {
  return (
    <Row $overdue={ticket.overdue}>
      <RowWho>
        <MemberNumber>{ticket.number}</MemberNumber>
        <RowLink to={`/admin/support/${ticket.number}`}>{ticket.subject}</RowLink>
        <Requester requester={ticket.requester} />
      </RowWho>
      <Chips>
        {ticket.kind === 'grievance' ? (
          <Badge $tone="danger">{KIND_LABELS.grievance}</Badge>
        ) : (
          <Badge $tone="neutral">
            {ticket.category ? categoryLabel(ticket.category) : KIND_LABELS[ticket.kind]}
          </Badge>
        )}
        {ticket.kind === 'grievance' && ticket.category ? (
          <Badge $tone="neutral">{categoryLabel(ticket.category)}</Badge>
        ) : null}
        <Badge $tone={ticket.status === 'resolved' ? 'success' : 'primary'}>
          {statusLabel(ticket.status)}
        </Badge>
        <DueTime dueAt={ticket.dueAt} overdue={ticket.overdue} now={now} />
        <Muted as="span">{ticket.assignee ? `Assigned to ${ticket.assignee.name}` : 'Unassigned'}</Muted>
      </Chips>
    </Row>
  );
}
