import { type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Input, Label } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ADMIN_PAGE_SIZE, FRESH, useAuditLogQuery } from '../api/moderation-api';
import { Pager, usePageParam } from '../shared/ListParts';
import { Muted } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { HistoryList } from './HistoryList';
import { ProblemNotice } from './ProblemNotice';
import { RowsSkeleton } from './RowsSkeleton';

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1 1 16rem;
    max-width: 26rem;
  }
`;

/** A profile id is 24 hexadecimal characters (svc-profile checks it too). */
const PROFILE_ID = /^[0-9a-f]{24}$/i;

/** /admin/audit: every decision and action, newest first, optionally of one profile. Read-only. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const profileId = params.get('profileId')?.trim() || undefined;
  const result = useAuditLogQuery({ page, profileId }, FRESH);
  const log = result.data;

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('profileId') ?? '').trim();
    setParams(value ? { profileId: value } : {});
  };

  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the audit log..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!log || log.items.length === 0) {
    body = profileId ? (
      <EmptyState
        title="Nothing in the audit log for this profile"
        description="No administrator has decided about this profile or acted on this member yet."
        action={<Link to="/admin/audit">Show every entry</Link>}
      />
    ) : (
      <EmptyState
        title="The audit log is empty"
        description="Every decision and action of an administrator is written here, and nothing is ever removed."
      />
    );
  } else {
    body = (
      <>
        <Muted>
          {log.total} {log.total === 1 ? 'entry' : 'entries'}
          {profileId ? ' for this profile' : ''}, newest first.
        </Muted>
        <HistoryList entries={log.items} showMember />
        <Pager page={page} total={log.total} onPage={setPage} pageSize={ADMIN_PAGE_SIZE} />
      </>
    );
  }

  return (
    <AdminPage
      title="Audit log"
      path="/admin/audit"
      intro="Every decision and action, newest first. Nothing here can be changed."
    >
      <Filter role="search" aria-label="Filter the audit log" onSubmit={onFilter} key={profileId ?? ''}>
        <div>
          <Label htmlFor="audit-profile-id">Profile id</Label>
          <Input
            id="audit-profile-id"
            name="profileId"
            defaultValue={profileId ?? ''}
            pattern={PROFILE_ID.source.slice(1, -1)}
            title="24 letters and digits (0-9, a-f)"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {profileId ? <Link to="/admin/audit">Show every entry</Link> : null}
      </Filter>
      {body}
    </AdminPage>
  );
}
