import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyState } from '@matrimony/ui';
import { FRESH } from '../../api/moderation-api';
import { SUPPORT_PAGE_SIZE, useSupportQueueQuery, type SupportQueueQuery } from '../../api/support-desk-api';
import { Pager } from '../../shared/ListParts';
import { Muted } from '../../shared/styles';
import { AdminPage } from '../AdminPage';
import { RowList } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';
import { RowsSkeleton } from '../RowsSkeleton';
import { QueueFilters } from './QueueFilters';
import { hasFilters, queueParamsOf, queueQueryOf } from './support-view';
import { TicketRow } from './TicketRow';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  & > p {
    margin: 0;
  }
`;

const Overdue = styled.strong<{ $any: boolean }>`
  color: ${({ theme, $any }) => ($any ? theme.colors.danger : theme.colors.success)};
`;

/**
 * /admin/support: the help desk's tickets by due time (the server orders them, a tie going to Premium), with
 * filters kept in the URL.
 */
export default function SupportQueuePage() {
  const [params, setParams] = useSearchParams();
  const query = queueQueryOf(params);
  const result = useSupportQueueQuery(query, FRESH);
  const queue = result.data;
  const now = Date.now();
  const show = (next: SupportQueueQuery) => setParams(queueParamsOf(next));

  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the tickets..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!queue) body = null;
  else
    body = (
      <>
        <Summary>
          <p>
            <Overdue $any={queue.overdueCount > 0}>Overdue: {queue.overdueCount}</Overdue>{' '}
            <Muted as="span">(open tickets past their due time, whatever the filters)</Muted>
          </p>
          <Muted>
            {queue.total} {queue.total === 1 ? 'ticket' : 'tickets'}
          </Muted>
        </Summary>
        {queue.items.length === 0 ? (
          <EmptyState
            title={hasFilters(query) ? 'No ticket matches these filters' : 'No open tickets'}
            description="Tickets from the contact form, members' messages and grievances appear here by due time."
            action={hasFilters(query) ? <Link to="/admin/support">Show every open ticket</Link> : undefined}
          />
        ) : (
          <>
            <RowList aria-label="Tickets">
              {queue.items.map((ticket) => (
                <TicketRow key={ticket.number} ticket={ticket} now={now} />
              ))}
            </RowList>
            <Pager
              page={Number(query.page ?? 1)}
              total={queue.total}
              onPage={(page) => {
                show({ ...query, page: page > 1 ? page : undefined });
                window.scrollTo({ top: 0 });
              }}
              pageSize={SUPPORT_PAGE_SIZE}
            />
          </>
        )}
      </>
    );

  return (
    <AdminPage
      title="Help desk"
      path="/admin/support"
      intro={
        <>
          Tickets by due time; Premium first when due times tie. Times are in IST.{' '}
          <Link to="/admin/support/measures">Reply and resolution times</Link>
        </>
      }
    >
      <QueueFilters query={query} onChange={show} />
      {body}
    </AdminPage>
  );
}
