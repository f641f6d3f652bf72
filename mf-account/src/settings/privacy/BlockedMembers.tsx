import { Button } from '@matrimony/ui';
import { formatDate } from '@matrimony/catalog/date-format';
import { useBlocksQuery, useSetBlockedMutation } from '../../api/connections-api';
import { Pager, usePageParam } from '../../shared/ListParts';
import { runAction } from '../../shared/run-action';
import { Muted } from '../../shared/styles';
import { SubSection } from '../SettingsSection';
import { QueryFailed } from '../QueryFailed';

/** The members this member blocked (unblocked from here). */
export function BlockedMembers() {
  const [page, setPage] = usePageParam();
  const result = useBlocksQuery(page);
  const [setBlocked] = useSetBlockedMutation();
  const items = result.data?.items ?? [];
  return (
    <SubSection aria-labelledby="blocked-heading">
      <h3 id="blocked-heading">Blocked members</h3>
      {result.isLoading ? (
        <Muted role="status">Loading…</Muted>
      ) : result.isError && !result.data ? (
        <QueryFailed what="Your blocked members" error={result.error} retry={() => void result.refetch()} />
      ) : items.length === 0 ? (
        <Muted>
          You have not blocked anyone. Block a member from their profile page: you then no longer see each
          other.
        </Muted>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
          {items.map((blocked) => (
            <li
              key={blocked.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '0.75rem',
                alignItems: 'center',
                justifyContent: 'space-between'
              }}
            >
              <span>
                <strong>{blocked.displayName}</strong> · {blocked.memberNumber} · blocked{' '}
                {formatDate(blocked.blockedAt)}
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={`Unblock ${blocked.displayName}`}
                onClick={() =>
                  void runAction(() => setBlocked({ profileId: blocked.id, blocked: false }).unwrap(), {
                    title: `${blocked.displayName} is unblocked`
                  })
                }
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
    </SubSection>
  );
}
