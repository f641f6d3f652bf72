import { PageMeta } from '@matrimony/ui';
import { formatDate } from '@matrimony/catalog/date-format';
import { useMatchesQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { ContactSection } from '../shared/ContactSection';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';

/** /mutual-matches: members who accepted the member or were accepted (either way), with their contact slot. */
export default function MatchesPage() {
  const [page, setPage] = usePageParam();
  const result = useMatchesQuery(page);
  return (
    <Page>
      <PageMeta
        title="Mutual matches"
        description="Members who accepted your interest or whose interest you accepted"
        path="/mutual-matches"
        robots="noindex"
      />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>Mutual matches</h1>
        <Muted>You and these members accepted each other: you now see each other’s full names.</Muted>
      </div>
      <ListState
        result={result}
        empty={
          <EmptyState
            title="No mutual matches yet"
            description="When someone accepts your interest, or you accept theirs, you will find them here."
            action={<ActionLink to="/explore">Explore members</ActionLink>}
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
                    <Muted>Matched on {formatDate(match.matchedAt)}</Muted>
                    <ActionLink
                      to={`/messages/with/${match.profile.id}`}
                      $size="sm"
                      aria-label={`Message ${match.profile.displayName}`}
                    >
                      Message
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
