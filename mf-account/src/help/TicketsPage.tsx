import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDateFormat } from '@matrimony/ui/date-format';
import { PageMeta, VisuallyHidden } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { MY_TICKETS_PAGE_SIZE, useMyTicketsQuery, type MyTicketSummary } from '../api/help-tickets-api';
import { EmptyState, Pager, usePageParam } from '../shared/ListParts';
import { ActionLink, Muted } from '../shared/styles';
import { HeadingRow, HelpPage } from './help-styles';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useHelpDeskT } from './messages';
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
  const t = useHelpDeskT();
  const { formatDateTime } = useDateFormat();
  return (
    <li>
      <Row to={`/help/tickets/${ticket.number}`} data-unread={ticket.unreadReplies > 0 || undefined}>
        <strong>
          {ticket.unreadReplies > 0 ? (
            <>
              <Unread aria-hidden="true" />
              <VisuallyHidden>
                {/* Exactly one reads as its own sentence ("New reply"), not a count (ICU's =1). */}
                {t('helpDesk.list.unread', { count: ticket.unreadReplies })}
              </VisuallyHidden>
            </>
          ) : null}
          {ticket.subject}
        </strong>
        <StatusChip status={ticket.status} />
        <Muted as="span">
          {ticket.number} · {t('helpDesk.list.lastActivity', { when: formatDateTime(ticket.updatedAt) })}
        </Muted>
      </Row>
    </li>
  );
}

/** /help/tickets: the member's messages to us, open first, and the way to write a new one. */
export default function TicketsPage() {
  const [page, setPage] = usePageParam();
  const result = useMyTicketsQuery(page);
  const t = useHelpDeskT();
  const text = useCatalogText();
  let body;
  if (result.isLoading) body = <CardSkeleton lines={4} label={t('helpDesk.list.loading')} />;
  else if (result.error) {
    const message = problemMessage(result.error);
    body = <p role="alert">{text(message.description ?? message.title)}</p>;
  } else if (!result.data || result.data.total === 0)
    body = (
      <EmptyState
        title={t('helpDesk.list.emptyTitle')}
        description={t('helpDesk.list.emptyText')}
        action={<ActionLink to="/help/tickets/new">{t('helpDesk.writeToUs')}</ActionLink>}
      />
    );
  else
    body = (
      <>
        <List aria-label={t('helpDesk.list.label')}>
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
        title={t('helpDesk.list.title')}
        description={t('helpDesk.list.description')}
        path="/help/tickets"
        robots="noindex"
      />
      <HeadingRow>
        <h1>{t('helpDesk.list.title')}</h1>
        <ActionLink to="/help/tickets/new">{t('helpDesk.writeToUs')}</ActionLink>
      </HeadingRow>
      <Muted>
        {t('helpDesk.list.faqBefore')}
        <Link to="/help-support">{t('helpDesk.list.faqLink')}</Link>
        {t('helpDesk.list.faqAfter')}
      </Muted>
      {body}
    </HelpPage>
  );
}
