import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { focusRing, media } from '@matrimony/ui';
import { useSettingsT } from './messages';
import { SETTINGS_SECTIONS, sectionTitle } from './sections';

const Nav = styled.nav`
  ${media.up('lg')} {
    position: sticky;
    /* Below the shell's sticky header, two rows high on a laptop. */
    top: ${({ theme }) => theme.space(36)};
    align-self: start;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${media.up('lg')} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const SectionLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  min-height: 44px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  line-height: 1.6;
  &[aria-current] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.up('lg')} {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
  }
  ${focusRing}
`;

/** The page's table of contents: a link to each section (the one the address names is marked current). */
export function SettingsNav() {
  const { hash } = useLocation();
  const t = useSettingsT();
  return (
    <Nav aria-label={t('settings.nav.label')}>
      <List>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink
              to={{ hash: section.id }}
              aria-current={hash === `#${section.id}` ? 'location' : undefined}
            >
              {sectionTitle(section.id)}
            </SectionLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
