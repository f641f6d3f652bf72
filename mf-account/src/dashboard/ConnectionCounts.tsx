import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FREE_INTERESTS_PER_DAY } from '@matrimony/catalog';
import { formatNumber } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useConnectionsSummary } from '@matrimony/session/connections';
import { Muted } from '../shared/styles';
import { useDashboardT } from './messages';

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The dashboard's counts, each leading to its list. */
export function ConnectionCounts() {
  const t = useDashboardT();
  const locale = useLocale();
  const { data } = useConnectionsSummary();
  const tiles = [
    {
      to: '/interest-received',
      count: data?.interestsReceivedPending,
      label: t('dashboard.connections.waiting')
    },
    { to: '/mutual-matches', count: data?.mutualMatches, label: t('dashboard.connections.mutual') },
    { to: '/profile-views', count: data?.viewsThisWeek, label: t('dashboard.connections.views') }
  ];
  return (
    <section aria-labelledby="connections-heading" style={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="connections-heading" style={{ margin: 0 }}>
        {t('dashboard.connections.heading')}
      </h2>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Tile to={tile.to}>
              <strong>{tile.count === undefined ? '–' : formatNumber(tile.count, locale)}</strong>
              <span>{tile.label}</span>
            </Tile>
          </li>
        ))}
        <li>
          <Tile to="/shortlist">
            <strong aria-hidden="true">★</strong>
            <span>{t('dashboard.connections.shortlist')}</span>
          </Tile>
        </li>
      </Tiles>
      {data && data.interestsRemainingToday !== null ? (
        <Muted>
          {t('dashboard.connections.remaining', {
            remaining: formatNumber(data.interestsRemainingToday, locale),
            total: formatNumber(FREE_INTERESTS_PER_DAY, locale)
          })}{' '}
          <Link to="/interest-sent">{t('dashboard.connections.sent')}</Link>
        </Muted>
      ) : (
        <Muted>
          <Link to="/interest-sent">{t('dashboard.connections.sent')}</Link>
        </Muted>
      )}
    </section>
  );
}
