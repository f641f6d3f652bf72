import { NavLink } from 'react-router';
import { LanguageSwitcher } from '@matrimony/i18n/react';
import { styled } from 'styled-components';
import { focusRing, media } from '@matrimony/ui';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
`;

export const Brand = styled(NavLink)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  ${focusRing}
`;

/**
 * Hidden on small screens and tablets unless the menu is open; a row from `lg` up. A member's eight links, name and
 * Sign Out do not fit one row below 1024 px, and at 1280 px only with each label kept on one line.
 */
export const Menu = styled.nav`
  display: none;
  /* data-open, not a styled prop: the prerender guard script opens the prerendered menu before the app takes over. */
  &[data-open='true'] {
    display: flex;
  }
  flex-basis: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${media.up('lg')} {
    display: flex;
    flex-basis: auto;
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const MenuLink = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  white-space: nowrap;
  ${media.up('lg')} {
    padding: ${({ theme }) => theme.space(2)};
  }
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;

export const MenuToggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  ${focusRing}
  ${media.up('lg')} {
    display: none;
  }
`;

/** The language choice inside the menu: a row of its own in the small-screen menu, compact in the bar. */
export const LanguageChoice = styled(LanguageSwitcher)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.up('lg')} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  select {
    min-width: 44px;
    min-height: 44px;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    ${focusRing}
  }
`;
