import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FRESH } from '../../api/moderation-api';
import { useSupportTicketQuery, type StaffTicket } from '../../api/support-desk-api';
import { AdminPage } from '../AdminPage';
import { BackLink, Stack, WithAside } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';
import { RowsSkeleton } from '../RowsSkeleton';
import { RefundPanel } from './RefundPanel';
import { ReplyBox, type ReplyDraft } from './ReplyBox';
import { RequesterCard } from './RequesterCard';
import { StaffNotes } from './StaffNotes';
import { TicketActions } from './TicketActions';
import { TicketAudit } from './TicketAudit';
import { TicketThread } from './TicketThread';

function TicketView({ ticket }: { ticket: StaffTicket }) {
  const [draft, setDraft] = useState<ReplyDraft>({ text: '' });
  const now = Date.now();
  return (
    <WithAside>
      <Stack>
        <TicketThread ticket={ticket} />
        <ReplyBox ticket={ticket} draft={draft} onDraft={setDraft} />
        <StaffNotes ticket={ticket} />
        <TicketAudit audit={ticket.audit} />
      </Stack>
      <aside aria-label="About this ticket">
        <Stack>
          <RequesterCard ticket={ticket} now={now} />
          <TicketActions ticket={ticket} />
          {ticket.category === 'payment' && ticket.receiptNumber ? (
            <RefundPanel
              ticketNumber={ticket.number}
              receiptNumber={ticket.receiptNumber}
              onRefunded={setDraft}
            />
          ) : null}
        </Stack>
      </aside>
    </WithAside>
  );
}

/** /admin/support/:number: one ticket with its conversation, the reply and note boxes, and its history. */
export default function SupportTicketPage() {
  const { number = '' } = useParams();
  const result = useSupportTicketQuery(number, FRESH);
  const ticket = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the ticket..." rows={3} />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else body = ticket ? <TicketView ticket={ticket} /> : null;
  return (
    <AdminPage
      title={`Ticket ${number}`}
      heading={ticket ? `${number}: ${ticket.subject}` : `Ticket ${number}`}
      path={`/admin/support/${number}`}
    >
      <BackLink to="/admin/support">Back to the help desk</BackLink>
      {body}
    </AdminPage>
  );
}
