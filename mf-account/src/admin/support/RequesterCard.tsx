import { Link } from 'react-router-dom';
import { Badge } from '@matrimony/ui';
import { formatDateTime } from '@matrimony/catalog/date-format';
import type { StaffTicket } from '../../api/support-desk-api';
import { Facts } from '../../shared/styles';
import { DecisionCard, MemberNumber } from '../admin-styles';
import { DueTime } from './DueTime';
import { categoryLabel, IST, KIND_LABELS, statusLabel } from './support-view';

/** Who wrote in and what the ticket is (a member by name and number only: their contact details stay in svc-identity). */
export function RequesterCard({ ticket, now }: { ticket: StaffTicket; now: number }) {
  const { requester } = ticket;
  return (
    <DecisionCard as="section" aria-labelledby="requester-heading">
      <h2 id="requester-heading">{requester.type === 'member' ? 'Member' : 'Visitor'}</h2>
      <Facts>
        <dt>Name</dt>
        <dd>{requester.type === 'member' ? requester.displayName : requester.name}</dd>
        {requester.type === 'member' ? (
          <>
            <dt>Member number</dt>
            <dd>{requester.memberNumber ? <MemberNumber>{requester.memberNumber}</MemberNumber> : 'None'}</dd>
            <dt>Plan</dt>
            <dd>{requester.plan === 'premium' ? <Badge $tone="accent">Premium</Badge> : 'Free'}</dd>
          </>
        ) : (
          <>
            <dt>Answered</dt>
            <dd>By e-mail, with a link to this ticket</dd>
          </>
        )}
        <dt>Kind</dt>
        <dd>
          {ticket.kind === 'grievance' ? (
            <Badge $tone="danger">{KIND_LABELS.grievance}</Badge>
          ) : (
            KIND_LABELS[ticket.kind]
          )}
        </dd>
        <dt>Category</dt>
        <dd>{categoryLabel(ticket.category)}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(ticket.status)}</dd>
        {ticket.dueAt ? (
          <>
            <dt>Due</dt>
            <dd>
              <DueTime dueAt={ticket.dueAt} overdue={ticket.overdue} now={now} /> (
              {formatDateTime(ticket.dueAt, IST)})
            </dd>
          </>
        ) : null}
        {ticket.resolveBy ? (
          <>
            <dt>Resolve by</dt>
            <dd>{formatDateTime(ticket.resolveBy, IST)}</dd>
          </>
        ) : null}
        <dt>Opened</dt>
        <dd>{formatDateTime(ticket.createdAt, IST)}</dd>
        {ticket.receiptNumber ? (
          <>
            <dt>Receipt</dt>
            <dd>
              <MemberNumber>{ticket.receiptNumber}</MemberNumber>
            </dd>
          </>
        ) : null}
      </Facts>
      {requester.type === 'member' && requester.profileId ? (
        <Link to={`/admin/members/${requester.profileId}`}>Open {requester.displayName}’s member case</Link>
      ) : null}
    </DecisionCard>
  );
}
