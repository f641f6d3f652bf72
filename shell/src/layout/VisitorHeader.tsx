import { Link } from 'react-router';
import { styled } from 'styled-components';
import { buttonStyles, site, type ButtonSize, type ButtonVariant } from '@matrimony/ui';
import { Bar, Brand, Inner, LanguageChoice, Menu, MenuLink, MenuToggle } from './header-styles';
import { useShellT } from '../messages';
import { useMobileMenu } from './mobile-menu';

const SignUpLink = styled(Link)<{ $size?: ButtonSize; $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Header for visitors (and while the session is still resolving, so prerendered pages match). */
export function VisitorHeader() {
  const menu = useMobileMenu();
  const t = useShellT();
  return (
    <Bar>
      <Inner>
        <Brand to="/">{site.name}</Brand>
        <MenuToggle type="button" {...menu.toggleProps}>
          {t('shell.menu')}
        </MenuToggle>
        <Menu aria-label={t('shell.nav')} {...menu.menuProps}>
          <MenuLink to="/about">{t('shell.about')}</MenuLink>
          <MenuLink to="/success-stories">{t('shell.stories')}</MenuLink>
          <MenuLink to="/contact">{t('shell.contact')}</MenuLink>
          <MenuLink to="/signin">{t('shell.signIn')}</MenuLink>
          <SignUpLink to="/signup" $size="sm">
            {t('shell.signUp')}
          </SignUpLink>
          <LanguageChoice id="header-language" />
        </Menu>
      </Inner>
    </Bar>
  );
}
