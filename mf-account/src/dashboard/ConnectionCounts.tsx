import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FREE_INTERESTS_PER_DAY } from '@matrimony/catalog';
import { useConnectionsSummary } from '@matrimony/session/connections';
import { Muted } from '../shared/styles';

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
  const { data } = useConnectionsSummary();
  const tiles = [
    { to: '/interest-received', count: data?.interestsReceivedPending, label: 'interests waiting for you' },
    { to: '/mutual-matches', count: data?.mutualMatches, label: 'mutual matches' },
    { to: '/profile-views', count: data?.viewsThisWeek, label: 'profile views this week' }
  ];
  return (
    <section aria-labelledby="connections-heading" style={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="connections-heading" style={{ margin: 0 }}>
        Your connections
      </h2>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Tile to={tile.to}>
              <strong>{tile.count ?? '–'}</strong>
              <span>{tile.label}</span>
            </Tile>
          </li>
        ))}
        <li>
          <Tile to="/shortlist">
            <strong aria-hidden="true">★</strong>
            <span>your shortlist</span>
          </Tile>
        </li>
      </Tiles>
      {data && data.interestsRemainingToday !== null ? (
        <Muted>
          You can send {data.interestsRemainingToday} of {FREE_INTERESTS_PER_DAY} free interests today.{' '}
          <Link to="/interest-sent">Interests you sent</Link>
        </Muted>
      ) : (
        <Muted>
          <Link to="/interest-sent">Interests you sent</Link>
        </Muted>
      )}
    </section>
  );
}
