import { Link } from 'react-router-dom';
import { Button, Card, PageMeta } from '@matrimony/ui';
import { useBlocksQuery, useSetBlockedMutation } from '../api/connections-api';
import { runAction } from '../shared/run-action';
import { Muted, Page, SectionHeading } from '../shared/styles';
import { Pager, usePageParam } from './ListParts';

function BlockedMembers() {
  const [page, setPage] = usePageParam();
  const result = useBlocksQuery(page);
  const [setBlocked] = useSetBlockedMutation();
  const items = result.data?.items ?? [];
  return (
    <Card as="section" aria-labelledby="blocked-heading">
      <SectionHeading id="blocked-heading">Blocked members</SectionHeading>
      {result.isLoading ? (
        <Muted>Loading…</Muted>
      ) : items.length === 0 ? (
        <Muted>You have not blocked anyone. Block a member from their profile page: you then no longer see each other.</Muted>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
          {items.map((blocked) => (
            <li key={blocked.id} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between' }}>
              <span>
                <strong>{blocked.displayName}</strong> · {blocked.memberNumber} · blocked {new Date(blocked.blockedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => void runAction(() => setBlocked({ profileId: blocked.id, blocked: false }).unwrap(), { title: `${blocked.displayName} is unblocked` })}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={result.data?.total ?? 0} onPage={setPage} />
    </Card>
  );
}

/** /settings: privacy and safety settings (blocked members) with links to the rest of the member's own data. */
export default function SettingsPage() {
  return (
    <Page>
      <PageMeta title="Settings" description="Your privacy and safety settings" path="/settings" robots="noindex" />
      <h1>Settings</h1>
      <BlockedMembers />
      <Card as="section" aria-labelledby="privacy-heading">
        <SectionHeading id="privacy-heading">Privacy</SectionHeading>
        <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
          <li>
            <Link to="/my-profile">Photo privacy and profile visibility</Link> are set on My Profile.
          </li>
          <li>
            <Link to="/partner-preferences">Partner preferences</Link> decide your daily recommendations.
          </li>
          <li>
            <Link to="/shortlist">Your shortlist</Link> is private: only you see it.
          </li>
        </ul>
      </Card>
    </Page>
  );
}
