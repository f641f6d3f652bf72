import { Button, PageMeta } from '@matrimony/ui';
import { useSetShortlistedMutation, useShortlistQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { runAction } from '../shared/run-action';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';
import { useConnectionsT } from './messages';

/** /shortlist: the member's private bookmarks. */
export default function ShortlistPage() {
  const t = useConnectionsT();
  const [page, setPage] = usePageParam();
  const result = useShortlistQuery(page);
  const [setShortlisted] = useSetShortlistedMutation();
  return (
    <Page>
      <PageMeta
        title={t('connections.shortlist.title')}
        description={t('connections.shortlist.description')}
        path="/shortlist"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{t('connections.shortlist.title')}</h1>
        <Muted>{t('connections.shortlist.private')}</Muted>
      </div>
      <ListState
        result={result}
        empty={
          <EmptyState
            title={t('connections.shortlist.emptyTitle')}
            description={t('connections.shortlist.emptyText')}
            action={<ActionLink to="/explore">{t('connections.exploreMembers')}</ActionLink>}
          />
        }
      >
        <CardGrid>
          {result.data?.items.map((entry) => (
            <li key={entry.profile.id}>
              <MemberCard
                card={entry.profile}
                offers={['interest']}
                actions={
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      void runAction(
                        () => setShortlisted({ profileId: entry.profile.id, shortlisted: false }).unwrap(),
                        { title: t('connections.shortlist.removed') }
                      )
                    }
                  >
                    {t('connections.shortlist.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </CardGrid>
        <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
      </ListState>
    </Page>
  );
}
