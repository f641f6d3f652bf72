import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { I18nProvider } from '@matrimony/i18n/react';
import { useSession } from '@matrimony/session';
import { useMemberLanguage } from '../app/member-language';
import { useShellT } from '../messages';
import { MemberHeader } from './MemberHeader';
import { MobileMenuProvider } from './mobile-menu';
import { VisitorHeader } from './VisitorHeader';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 20;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export function Layout({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  // The member's stored language applies once the session is known (sign-in, or a restored session).
  useMemberLanguage(status === 'signedIn' ? (user?.id ?? null) : null);
  const t = useShellT();
  return (
    <I18nProvider>
      <MobileMenuProvider>
        <SkipLink href="#main">{t('shell.skip')}</SkipLink>
        {status === 'signedIn' ? <MemberHeader /> : <VisitorHeader />}
        <main id="main">{children}</main>
      </MobileMenuProvider>
    </I18nProvider>
  );
}
