import { Link } from 'react-router';
import { styled } from 'styled-components';
import { buttonStyles, site, type ButtonSize, type ButtonVariant } from '@matrimony/ui';
import { Bar, Brand, Inner, LanguageChoice, Menu, MenuLink, MenuToggle } from './header-styles';
import { useMobileMenu } from './mobile-menu';

const SignUpLink = styled(Link)<{ $size?: ButtonSize; $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Header for visitors (and while the session is still resolving, so prerendered pages match). */
export function VisitorHeader() {
  const menu = useMobileMenu();
  return (
    <Bar>
      <Inner>
        <Brand to="/">{site.name}</Brand>
        <MenuToggle type="button" {...menu.toggleProps}>
          Menu
        </MenuToggle>
        <Menu aria-label="Main" {...menu.menuProps}>
          <MenuLink to="/about">About</MenuLink>
          <MenuLink to="/success-stories">Success Stories</MenuLink>
          <MenuLink to="/contact">Contact</MenuLink>
          <MenuLink to="/signin">Sign In</MenuLink>
          <SignUpLink to="/signup" $size="sm">
            Sign up for Free
          </SignUpLink>
          <LanguageChoice id="header-language" />
        </Menu>
      </Inner>
    </Bar>
  );
}
