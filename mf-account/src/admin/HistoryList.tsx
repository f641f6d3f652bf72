import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '@matrimony/session';
import type { AuditEntry } from '../api/moderation-api';
import { Muted } from '../shared/styles';
import { actorLabel, AUDIT_ACTION_LABELS, dateTimeLabel, STATUS_VIEW } from './moderation-view';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
  }
`;

const statusLabel = (status: string | null) =>
  status ? (STATUS_VIEW[status as keyof typeof STATUS_VIEW]?.label ?? status) : '—';

/** Decisions and actions, newest first, each with who, when, the change of standing, the reason and the note. */
export function HistoryList({
  entries,
  showMember = false,
  empty = 'No decisions or actions yet.'
}: {
  entries: readonly AuditEntry[];
  showMember?: boolean;
  empty?: string;
}) {
  const { user } = useSession();
  if (entries.length === 0) return <Muted>{empty}</Muted>;
  return (
    <Entries>
      {entries.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong>
            {showMember ? (
              <>
                {' '}
                ·{' '}
                <Link to={`/admin/members/${entry.profileId}`}>{entry.memberNumber ?? entry.profileId}</Link>
              </>
            ) : null}{' '}
            by {actorLabel(entry.actorUserId, user?.id)}
          </p>
          <Muted>
            <time dateTime={entry.at}>{dateTimeLabel(entry.at)}</time>
            {entry.before !== entry.after
              ? ` · ${statusLabel(entry.before)} → ${statusLabel(entry.after)}`
              : null}
          </Muted>
          {entry.reason ? <p>Reason: {entry.reason}</p> : null}
          {entry.note ? <p>Note: {entry.note}</p> : null}
        </li>
      ))}
    </Entries>
  );
}
