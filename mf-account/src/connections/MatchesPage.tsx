import { PageMeta } from '@matrimony/ui';
import { useDateFormat } from '@matrimony/ui/date-format';
import { useMatchesQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { ContactSection } from '../shared/ContactSection';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';
import { useConnectionsT } from './messages';

/** /mutual-matches: members who accepted the member or were accepted (either way), with their contact slot. */
export default function MatchesPage() {
  const t = useConnectionsT();
  const { formatDate } = useDateFormat();
  const [page, setPage] = usePageParam();
  const result = useMatchesQuery(page);
  return (
    <Page>
      <PageMeta
        title={t('connections.matches.title')}
        description={t('connections.matches.description')}
        path="/mutual-matches"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>{t('connections.matches.title')}</h1>
        <Muted>{t('connections.matches.intro')}</Muted>
      </div>
      <ListState
        result={result}
        empty={
          <EmptyState
            title={t('connections.matches.emptyTitle')}
            description={t('connections.matches.emptyText')}
            action={<ActionLink to="/explore">{t('connections.exploreMembers')}</ActionLink>}
          />
        }
      >
        <CardGrid>
          {result.data?.items.map((match) => (
            <li key={match.interestId}>
              <MemberCard
                card={match.profile}
                actions={
                  <>
                    <Muted>{t('connections.matches.matchedOn', { date: formatDate(match.matchedAt) })}</Muted>
                    <ActionLink
                      to={`/messages/with/${match.profile.id}`}
                      $size="sm"
                      aria-label={t('connections.matches.messageName', { name: match.profile.displayName })}
                    >
                      {t('connections.matches.message')}
                    </ActionLink>
                  </>
                }
              />
              <ContactSection profileId={match.profile.id} name={match.profile.displayName.split(' ')[0]!} />
            </li>
          ))}
        </CardGrid>
        <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
      </ListState>
    </Page>
  );
}
