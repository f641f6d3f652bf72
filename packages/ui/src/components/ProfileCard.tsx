import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Badge } from './Badge';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Photo = styled.div`
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

/** The name link stretches over the whole card, so the card is one tab stop and one click target. */
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
`;

/** Actions sit above the stretched link so they stay clickable on their own. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

export type ProfileCardProps = {
  /** The card's link, e.g. a router <Link> holding the member's name. */
  title: ReactNode;
  photo: ReactNode;
  lines: readonly string[];
  tags?: readonly string[];
  /** The member's verification badges (VerificationBadges), under the facts. */
  badges?: ReactNode;
  /** 0-100; shown as a badge when present. */
  score?: number;
  actions?: ReactNode;
};

/** A member as one card in a grid: photo, name, a few facts, tags and optional actions. */
export function ProfileCard({ title, photo, lines, tags = [], badges, score, actions }: ProfileCardProps) {
  return (
    <Article>
      <Photo>{photo}</Photo>
      <Body>
        <Title>{title}</Title>
        {lines.filter(Boolean).map((line) => (
          <Line key={line}>{line}</Line>
        ))}
        {badges}
        {tags.length || score !== undefined ? (
          <Tags>
            {score !== undefined ? (
              <li>
                <Badge $tone="success">{`${score}% match`}</Badge>
              </li>
            ) : null}
            {tags.map((tag) => (
              <li key={tag}>
                <Badge $tone="neutral">{tag}</Badge>
              </li>
            ))}
          </Tags>
        ) : null}
      </Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </Article>
  );
}
