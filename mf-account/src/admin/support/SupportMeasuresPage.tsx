import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Select } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { FRESH } from '../../api/moderation-api';
import { useSupportMeasuresQuery, type SupportMeasureRow } from '../../api/support-desk-api';
import { AdminPage } from '../AdminPage';
import { BackLink } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';
import { RowsSkeleton } from '../RowsSkeleton';
import { formatMinutes, MEASURE_PLAN_LABELS, measureCategoryLabel } from './support-view';

const DAYS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;

/** A phone scrolls the table sideways; the page itself never does. */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 44rem;
  & th,
  & td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  & td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DaysPicker = styled.div`
  max-width: 16rem;
`;

const Missed = styled.td<{ $any: boolean }>`
  color: ${({ theme, $any }) => ($any ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme, $any }) => ($any ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const duration = (minutes: number | null) => (minutes === null ? '–' : formatMinutes(minutes));

function MeasureRow({ row }: { row: SupportMeasureRow }) {
  return (
    <tr>
      <th scope="row">{MEASURE_PLAN_LABELS[row.plan]}</th>
      <td>{measureCategoryLabel(row.category)}</td>
      <td className="number">{row.opened}</td>
      <td className="number">{duration(row.firstReplyP50)}</td>
      <td className="number">{duration(row.firstReplyP95)}</td>
      <td className="number">{duration(row.resolutionP50)}</td>
      <td className="number">{duration(row.resolutionP95)}</td>
      <Missed className="number" $any={row.missedDue > 0}>
        {row.missedDue}
      </Missed>
    </tr>
  );
}

/** /admin/support/measures: how fast the help desk answers and resolves, by plan and category. */
export default function SupportMeasuresPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = DAYS.find((d) => d === asked) ?? DEFAULT_DAYS;
  const result = useSupportMeasuresQuery(days, FRESH);
  const measures = result.data;

  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the measures..." rows={3} />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!measures) body = null;
  else if (measures.rows.length === 0)
    body = <EmptyState title="No tickets in these days" description="Pick a longer period." />;
  else
    body = (
      <Scroll tabIndex={0} role="region" aria-label="Measures table (scrolls sideways)">
        <Table>
          <caption>Tickets opened in the last {measures.days} days</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Category</th>
              <th scope="col">Opened</th>
              <th scope="col">First reply, median</th>
              <th scope="col">First reply, 95th percentile</th>
              <th scope="col">Resolution, median</th>
              <th scope="col">Resolution, 95th percentile</th>
              <th scope="col">Missed due time</th>
            </tr>
          </thead>
          <tbody>
            {measures.rows.map((row) => (
              <MeasureRow key={`${row.plan}-${row.category}`} row={row} />
            ))}
          </tbody>
        </Table>
      </Scroll>
    );

  return (
    <AdminPage
      title="Help desk measures"
      path="/admin/support/measures"
      intro="Times from opening to our first reply and to resolution, by plan and category, for tickets opened in the chosen days."
    >
      <BackLink to="/admin/support">Back to the help desk</BackLink>
      <DaysPicker>
        <Select
          id="measures-days"
          label="Period"
          options={DAYS.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
          value={String(days)}
          onChange={(event) =>
            setParams(event.target.value === String(DEFAULT_DAYS) ? {} : { days: event.target.value })
          }
        />
      </DaysPicker>
      {body}
    </AdminPage>
  );
}
