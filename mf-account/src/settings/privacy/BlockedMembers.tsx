import { Button } from '@matrimony/ui';
import { useDateFormat } from '@matrimony/ui/date-format';
import { useBlocksQuery, useSetBlockedMutation } from '../../api/connections-api';
import { Pager, usePageParam } from '../../shared/ListParts';
import { runAction } from '../../shared/run-action';
import { Muted } from '../../shared/styles';
import { SubSection } from '../SettingsSection';
import { QueryFailed } from '../QueryFailed';
import { useSettingsT } from '../messages';

/** The members this member blocked (unblocked from here). */
export function BlockedMembers() {
  const [page, setPage] = usePageParam();
  const result = useBlocksQuery(page);
  const [setBlocked] = useSetBlockedMutation();
  const items = result.data?.items ?? [];
  const t = useSettingsT();
  const { formatDate } = useDateFormat();
  return (
    <SubSection aria-labelledby="blocked-heading">
      <h3 id="blocked-heading">{t('settings.blocked.heading')}</h3>
      {result.isLoading ? (
        <Muted role="status">{t('settings.loading')}</Muted>
      ) : result.isError && !result.data ? (
        <QueryFailed
          what={t('settings.blocked.failedWhat')}
          error={result.error}
          retry={() => void result.refetch()}
        />
      ) : items.length === 0 ? (
        <Muted>{t('settings.blocked.none')}</Muted>
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
                <strong>{blocked.displayName}</strong> · {blocked.memberNumber} ·{' '}
                {t('settings.blocked.on', { date: formatDate(blocked.blockedAt) })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t('settings.blocked.unblockName', { name: blocked.displayName })}
                onClick={() =>
                  void runAction(() => setBlocked({ profileId: blocked.id, blocked: false }).unwrap(), {
                    title: t('settings.blocked.unblocked', { name: blocked.displayName })
                  })
                }
              >
                {t('settings.blocked.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
    </SubSection>
  );
}
