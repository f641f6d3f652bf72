import { Button, PageMeta } from '@matrimony/ui';
import { useSetShortlistedMutation, useShortlistQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { runAction } from '../shared/run-action';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, ListState, Pager, usePageParam } from '../shared/ListParts';

/** /shortlist: the member's private bookmarks. */
export default function ShortlistPage() {
  const [page, setPage] = usePageParam();
  const result = useShortlistQuery(page);
  const [setShortlisted] = useSetShortlistedMutation();
  return (
    <Page>
      <PageMeta title="Shortlist" description="Profiles you shortlisted" path="/shortlist" robots="noindex" />
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <h1>Shortlist</h1>
        <Muted>Only you can see your shortlist.</Muted>
      </div>
      <ListState
        result={result}
        empty={
          <EmptyState
            title="Your shortlist is empty"
            description="Tap “Shortlist” on a profile to keep it here for later."
            action={<ActionLink to="/explore">Explore members</ActionLink>}
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
                        { title: 'Removed from your shortlist' }
                      )
                    }
                  >
                    Remove
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
