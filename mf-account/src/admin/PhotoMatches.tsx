import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { media } from '@matrimony/ui';
import type { PhotoMatch } from '../api/moderation-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { Muted } from '../shared/styles';

const Pairs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Pair = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  & > p {
    grid-column: 1 / -1;
    margin: 0;
  }
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  & img,
  & > span[role='img'] {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & > figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** Each of the member's photos that looks like another member's, side by side with that member's photo. */
export function PhotoMatches({ matches, name }: { matches: readonly PhotoMatch[]; name: string }) {
  return (
    <Pairs>
      {matches.map((match) => {
        const other = match.other;
        const otherName = `${other.displayName}${other.memberNumber ? ` (${other.memberNumber})` : ''}`;
        return (
          <Pair key={`${match.photo.photoId}-${other.photoId}`}>
            <Figure>
              <AuthorizedImage src={match.photo.url} alt={`Photo of ${name} under review`} />
              <figcaption>This member</figcaption>
            </Figure>
            <Figure>
              <AuthorizedImage src={other.url} alt={`Photo of ${otherName}`} />
              <figcaption>
                <Link to={`/admin/members/${other.profileId}`}>{otherName}</Link>
              </figcaption>
            </Figure>
            <Muted>Difference {match.distance} (0 means the same picture).</Muted>
          </Pair>
        );
      })}
    </Pairs>
  );
}
