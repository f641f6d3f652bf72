import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { PageMeta, VisuallyHidden } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { MY_TICKETS_PAGE_SIZE, useMyTicketsQuery, type MyTicketSummary } from '../api/help-tickets-api';
import { EmptyState, Pager, usePageParam } from '../shared/ListParts';
import { ActionLink, Muted } from '../shared/styles';
import { HeadingRow, HelpPage } from './help-styles';
import { StatusChip } from './StatusChip';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  & > strong {
    overflow-wrap: anywhere;
  }
`;

const Unread = styled.span`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: ${({ theme }) => theme.space(1.5)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

function TicketRow({ ticket }: { ticket: MyTicketSummary }) {
  return (
    <li>
      <Row to={`/help/tickets/${ticket.number}`} data-unread={ticket.unreadReplies > 0 || undefined}>
        <strong>
          {ticket.unreadReplies > 0 ? (
            <>
              <Unread aria-hidden="true" />
              <VisuallyHidden>
                {ticket.unreadReplies === 1 ? 'New reply: ' : `${ticket.unreadReplies} new replies: `}
              </VisuallyHidden>
            </>
          ) : null}
          {ticket.subject}
        </strong>
        <StatusChip status={ticket.status} />
        <Muted as="span">
          {ticket.number} · last activity {formatDateTime(ticket.updatedAt)}
        </Muted>
      </Row>
    </li>
  );
}

/** /help/tickets: the member's messages to us, open first, and the way to write a new one. */
export default function TicketsPage() {
  const [page, setPage] = usePageParam();
  const result = useMyTicketsQuery(page);
  let body;
  if (result.isLoading) body = <CardSkeleton lines={4} label="Loading your messages..." />;
  else if (result.error) {
    const message = problemMessage(result.error);
    body = <p role="alert">{message.description ?? message.title}</p>;
  } else if (!result.data || result.data.total === 0)
    body = (
      <EmptyState
        title="No messages yet"
        description="Questions about your account, a payment or another member? Write to us and we will reply here."
        action={<ActionLink to="/help/tickets/new">Write to us</ActionLink>}
      />
    );
  else
    body = (
      <>
        <List aria-label="Your tickets">
          {result.data.items.map((ticket) => (
            <TicketRow key={ticket.number} ticket={ticket} />
          ))}
        </List>
        <Pager page={page} total={result.data.total} onPage={setPage} pageSize={MY_TICKETS_PAGE_SIZE} />
      </>
    );
  return (
    <HelpPage>
      <PageMeta
        title="Your messages to us"
        description="Your questions to our support team and their replies"
        path="/help/tickets"
        robots="noindex"
      />
      <HeadingRow>
        <h1>Your messages to us</h1>
        <ActionLink to="/help/tickets/new">Write to us</ActionLink>
      </HeadingRow>
      <Muted>
        Answers to common questions are on <Link to="/help-support">Help &amp; Support</Link>.
      </Muted>
      {body}
    </HelpPage>
  );
}
