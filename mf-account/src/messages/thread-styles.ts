// The thread page's layout pieces: phone first (the thread scrolls inside the page so the composer stays in reach),
// a reading-width column on a laptop.
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { focusRing, media } from '@matrimony/ui';

export const Shell = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  }
`;

export const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > div {
    flex: 1;
    min-width: 0;
  }
`;

export const Back = styled(Link)`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  ${focusRing}
`;

// A span, not a div: the header stretches its one div (the name) to the free width.
export const Avatar = styled.span`
  display: block;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & img,
  & [role='img'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// The thread scrolls inside the page, so the composer stays in reach below it on a phone.
export const Log = styled.div`
  height: min(62dvh, 640px);
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  /* Focusable so the keyboard can scroll it. */
  ${focusRing}
`;

export const Day = styled.h2`
  justify-self: center;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

// Not an <aside>: a complementary landmark inside the thread's log would not be top level.
export const Banner = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #92400e;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  & > p {
    margin: 0;
  }
`;

export const Ended = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
