import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyState } from '@matrimony/ui/empty-state';
import { FRESH } from '../../api/moderation-api';
import { SUPPORT_PAGE_SIZE, useSupportQueueQuery, type SupportQueueQuery } from '../../api/support-desk-api';
import { Pager } from '../../shared/ListParts';
import { Muted } from '../../shared/styles';
import { AdminPage } from '../AdminPage';
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

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & th,
  & td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  & tbody td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* On a phone the columns shrink to their words; the kind and due columns stay narrow. */
  & td:first-child {
    width: 50%;
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
            <Table aria-label="Tickets">
              <thead>
                <tr>
                  <th scope="col">Ticket</th>
                  <th scope="col">About</th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {queue.items.map((ticket) => (
                  <TicketRow key={ticket.number} ticket={ticket} now={now} />
                ))}
              </tbody>
            </Table>
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
