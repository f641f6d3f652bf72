import { styled } from 'styled-components';
import { formatDateTime } from '@matrimony/catalog/date-format';
import type { StaffTicket } from '../../api/support-desk-api';
import { Muted } from '../../shared/styles';
import { AUDIT_ACTION_LABELS, IST } from './support-view';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Everything done to the ticket, oldest first, as svc-notify recorded it. */
export function TicketAudit({ audit }: { audit: StaffTicket['audit'] }) {
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">History</h2>
      {audit.length === 0 ? (
        <Muted>Nothing recorded yet.</Muted>
      ) : (
        <List>
          {audit.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}, by {entry.by},{' '}
              {formatDateTime(entry.at, IST)}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
