import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Badge } from './Badge';

/**
 * Opacity of the black behind the name and place written over the photo. White text on it keeps at least
 * 4.5:1 (WCAG AA) even over a white photo: the fade above the text is padding, never under a letter.
 */
export const CAPTION_SCRIM_OPACITY = 0.72;

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
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

/**
 * The photo with the name, place, score and badges laid over it. The layers share one grid cell instead of
 * being positioned, so the name link's stretched area (below) still spans the whole card.
 */
const Photo = styled.div`
  display: grid;
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
    min-height: 0;
  }
`;

const Picture = styled.div`
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Top = styled.div`
  align-self: start;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  ${Badge} {
    padding: 0.1rem 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  ul {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Caption = styled.div`
  align-self: end;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  background: linear-gradient(
    to bottom,
    rgba(0, 0, 0, 0) 0,
    rgba(0, 0, 0, ${CAPTION_SCRIM_OPACITY}) ${({ theme }) => theme.space(7)}
  );
  color: #ffffff;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
  overflow-wrap: anywhere;
`;

/** The name link stretches over the whole card, so the card is one tab stop and one click target. */
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
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

const Subtitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  ${Badge} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Actions sit above the stretched link so they stay clickable on their own. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  & > * {
    flex: 1 1 auto;
  }
`;

export type ProfileCardProps = {
  /** The card's link, e.g. a router <Link> holding the member's name; written over the photo. */
  title: ReactNode;
  /** Under the name on the photo, e.g. age and place. */
  subtitle?: string;
  photo: ReactNode;
  /** The remaining facts, in small type under the photo. */
  lines: readonly string[];
  tags?: readonly string[];
  /** The member's verification badges (VerificationBadges), over the top of the photo. */
  badges?: ReactNode;
  /** 0-100; shown as a badge over the photo when present. */
  score?: number;
  /** The score badge's words in the page's language; `${score}% match` when absent. */
  scoreLabel?: string;
  actions?: ReactNode;
};

/**
 * A member as one card in a grid: the photo fills the card's top with the name, place, score and badges over it,
 * then a few facts in small type, tags and optional actions.
 */
export function ProfileCard({
  title,
  subtitle,
  photo,
  lines,
  tags = [],
  badges,
  score,
  scoreLabel,
  actions
}: ProfileCardProps) {
  return (
    <Article>
      <Photo>
        <Picture>{photo}</Picture>
        {score !== undefined || badges ? (
          <Top>
            {score !== undefined ? <Badge $tone="success">{scoreLabel ?? `${score}% match`}</Badge> : null}
            {badges}
          </Top>
        ) : null}
        <Caption>
          <Title>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Caption>
      </Photo>
      {lines.some(Boolean) || tags.length ? (
        <Body>
          {lines.filter(Boolean).map((line) => (
            <Line key={line}>{line}</Line>
          ))}
          {tags.length ? (
            <Tags>
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge $tone="neutral">{tag}</Badge>
                </li>
              ))}
            </Tags>
          ) : null}
        </Body>
      ) : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Article>
  );
}
