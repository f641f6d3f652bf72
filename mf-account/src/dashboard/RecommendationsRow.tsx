import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, media } from '@matrimony/ui';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { useRecommendationsQuery, useSkipRecommendationMutation } from '../api/discovery-api';
import { MemberCard } from '../discovery/MemberCard';
import { SectionHeading } from '../shared/styles';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  display: grid;
  grid-auto-flow: column;
  /* On a phone two cards and the edge of a third: the row reads as one to scroll. */
  grid-auto-columns: minmax(150px, 44%);
  gap: ${({ theme }) => theme.space(3)};
  ${media.up('md')} {
    grid-auto-columns: minmax(220px, 240px);
    gap: ${({ theme }) => theme.space(4)};
  }
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > li {
    scroll-snap-align: start;
  }
`;

/** Today's recommendations as a scrolling row, each skippable (the welcome checklist asks about guessed preferences). */
export function RecommendationsRow() {
  const result = useRecommendationsQuery();
  const [skip] = useSkipRecommendationMutation();
  return (
    <section aria-labelledby="recommendations-heading" style={{ display: 'grid', gap: '1rem' }}>
      <SectionHeading id="recommendations-heading">Today’s recommendations</SectionHeading>
      {result.isLoading ? <MatchesGridSkeleton count={4} label="Loading recommendations..." /> : null}
      {result.data && result.data.items.length === 0 ? (
        <Card>
          Nobody new fits your “must” preferences today.{' '}
          <Link to="/partner-preferences">Loosen a preference</Link> or{' '}
          <Link to="/explore">explore all members</Link>.
        </Card>
      ) : null}
      {result.data && result.data.items.length > 0 ? (
        <Row aria-label="Recommended members">
          {result.data.items.map((card) => (
            <li key={card.id}>
              <MemberCard
                card={card}
                offers={['interest', 'shortlist']}
                actions={
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => void skip(card.id)}
                    aria-label={`Skip ${card.displayName}`}
                  >
                    Skip
                  </Button>
                }
              />
            </li>
          ))}
        </Row>
      ) : null}
      <p style={{ margin: 0 }}>
        <Link to="/explore">Explore all members</Link>
      </p>
    </section>
  );
}
