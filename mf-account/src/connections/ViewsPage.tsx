import { styled } from 'styled-components';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog';
import { Card, PageMeta } from '@matrimony/ui';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage } from '@matrimony/session';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { useProfileViewsQuery } from '../api/connections-api';
import { MemberCard } from '../discovery/MemberCard';
import { ActionLink, Muted, Page } from '../shared/styles';
import { CardGrid, EmptyState, Pager, usePageParam } from '../shared/ListParts';
import { messageText } from '@matrimony/catalog/messages';

const TeaserGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Blurred = styled.div`
  height: 190px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, #f3d9e0, #e5e7eb 60%, #d1d5db);
  filter: blur(6px);
`;

/** /profile-views: who viewed me (premium), or how many with an upgrade offer (free: nothing identifying is sent). */
export default function ViewsPage() {
  const [page, setPage] = usePageParam();
  const result = useProfileViewsQuery(page);
  const views = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <MatchesGridSkeleton count={6} />;
  else if (result.error) body = <p role="alert">{messageText(problemMessage(result.error))}</p>;
  else if (
    !views ||
    (views.countLast30Days === 0 && (views.visibility === 'teaser' || views.items.length === 0))
  ) {
    body = (
      <EmptyState
        title="No profile views yet"
        description="Members who open your profile appear here. Profiles with photos and a complete “About” are viewed more."
        action={<ActionLink to="/my-profile">Improve my profile</ActionLink>}
      />
    );
  } else if (views.visibility === 'teaser') {
    body = (
      <>
        <Card>
          <p style={{ marginTop: 0 }}>
            <strong>
              {views.countLast30Days} {views.countLast30Days === 1 ? 'member' : 'members'} viewed your profile
              in the last 30 days.
            </strong>{' '}
            Premium members see who they are, and when.
          </p>
          <ActionLink to="/subscription">
            See who viewed me with Premium (₹{PREMIUM_PRICE_INR}/month)
          </ActionLink>
        </Card>
        <TeaserGrid aria-hidden="true">
          {Array.from({ length: views.placeholders }, (_, index) => (
            <li key={index}>
              <Blurred />
            </li>
          ))}
        </TeaserGrid>
      </>
    );
  } else {
    body = (
      <>
        <Muted>{views.countLast30Days} views in the last 30 days.</Muted>
        <CardGrid>
          {views.items.map((view) => (
            <li key={`${view.profile.id}-${view.viewedAt}`}>
              <MemberCard
                card={view.profile}
                offers={['interest', 'shortlist']}
                actions={<Muted>Viewed {formatDateTime(view.viewedAt)}</Muted>}
              />
            </li>
          ))}
        </CardGrid>
        <Pager page={page} total={views.total} onPage={setPage} />
      </>
    );
  }
  return (
    <Page>
      <PageMeta
        title="Who viewed my profile"
        description="Members who viewed your profile"
        path="/profile-views"
        robots="noindex"
      />
      <h1>Who viewed my profile</h1>
      {body}
    </Page>
  );
}
