import { Badge } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { REPORT_RESOLVE_DAYS } from '@matrimony/catalog';
import { ADMIN_PAGE_SIZE, FRESH, useReportsQueueQuery, type ReportedMember } from '../api/moderation-api';
import { Pager, usePageParam } from '../shared/ListParts';
import { Muted } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { Chips, MemberNumber, Row, RowLink, RowList, RowWho } from './admin-styles';
import { ageLabel, reportReasonLabel, STATUS_VIEW } from './moderation-view';
import { ProblemNotice } from './ProblemNotice';
import { RowsSkeleton } from './RowsSkeleton';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ReportedRow({ member, now }: { member: ReportedMember; now: Date }) {
  const status = STATUS_VIEW[member.moderationStatus];
  return (
    <Row $overdue={member.overdue}>
      <RowWho>
        <RowLink to={`/admin/members/${member.profileId}`}>{member.displayName}</RowLink>
        <Chips>
          <MemberNumber>{member.memberNumber ?? 'No member number'}</MemberNumber>
          {member.moderationStatus === 'approved' ? null : <Badge $tone={status.tone}>{status.label}</Badge>}
        </Chips>
      </RowWho>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <p>
          {plural(member.openReports, 'open report', 'open reports')} from{' '}
          {plural(member.reporterCount, 'member', 'members')}; oldest {ageLabel(member.oldestFiledAt, now)}{' '}
          ago {member.overdue ? <Badge $tone="danger">Overdue: past {REPORT_RESOLVE_DAYS} days</Badge> : null}
        </p>
        <Chips aria-label="Reasons">
          {member.reasons.map((reason) => (
            <Badge key={reason.reason} $tone="neutral">
              {reportReasonLabel(reason.reason)} × {reason.count}
            </Badge>
          ))}
        </Chips>
      </div>
    </Row>
  );
}

/** /admin/reports: open reports grouped by reported member, oldest first, against the 15-day resolution rule. */
export default function ReportsPage() {
  const [page, setPage] = usePageParam();
  const result = useReportsQueueQuery(page, FRESH);
  const reports = result.data;
  const now = new Date();
  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the reports..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!reports || reports.items.length === 0) {
    body = (
      <EmptyState
        title="No open reports: every report is resolved"
        description="Reports members file about other members appear here, grouped by the member reported."
      />
    );
  } else {
    body = (
      <>
        <Muted>{plural(reports.total, 'member', 'members')} with open reports.</Muted>
        <RowList aria-label="Reported members">
          {reports.items.map((member) => (
            <ReportedRow key={member.profileId} member={member} now={now} />
          ))}
        </RowList>
        <Pager page={page} total={reports.total} onPage={setPage} pageSize={ADMIN_PAGE_SIZE} />
      </>
    );
  }
  return (
    <AdminPage
      title="Reports"
      path="/admin/reports"
      intro={`Reported members, oldest report first. Every report is resolved within ${REPORT_RESOLVE_DAYS} days (IT Rules).`}
    >
      {body}
    </AdminPage>
  );
}
