import { rich } from '@matrimony/i18n/react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, media } from '@matrimony/ui';
import { MatchesGridSkeleton } from '@matrimony/ui/skeletons';
import { useRecommendationsQuery, useSkipRecommendationMutation } from '../api/discovery-api';
import { MemberCard } from '../discovery/MemberCard';
import { SectionHeading } from '../shared/styles';
import { useDashboardT } from './messages';

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
  const t = useDashboardT();
  const result = useRecommendationsQuery();
  const [skip] = useSkipRecommendationMutation();
  return (
    <section aria-labelledby="recommendations-heading" style={{ display: 'grid', gap: '1rem' }}>
      <SectionHeading id="recommendations-heading">{t('dashboard.recommendations.heading')}</SectionHeading>
      {result.isLoading ? (
        <MatchesGridSkeleton count={4} label={t('dashboard.recommendations.loading')} />
      ) : null}
      {result.data && result.data.items.length === 0 ? (
        <Card>
          {t('dashboard.recommendations.none')}{' '}
          {rich(t('dashboard.recommendations.loosen'), {
            preferences: (text) => <Link to="/partner-preferences">{text}</Link>,
            explore: (text) => <Link to="/explore">{text}</Link>
          })}
        </Card>
      ) : null}
      {result.data && result.data.items.length > 0 ? (
        <Row aria-label={t('dashboard.recommendations.row')}>
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
                    aria-label={t('dashboard.recommendations.skipName', { name: card.displayName })}
                  >
                    {t('dashboard.recommendations.skip')}
                  </Button>
                }
              />
            </li>
          ))}
        </Row>
      ) : null}
      <p style={{ margin: 0 }}>
        <Link to="/explore">{t('dashboard.recommendations.exploreAll')}</Link>
      </p>
    </section>
  );
}
