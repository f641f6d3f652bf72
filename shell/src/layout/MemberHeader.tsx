import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Badge, Button, media, site, toast } from '@matrimony/ui';
import { maskEmail } from '@matrimony/catalog/masking';
import { withDetail } from '@matrimony/catalog/messages';
import { ADMIN_HOME, isAdministrator, useSession } from '@matrimony/session';
import { Bar, Brand, Inner, LanguageChoice, Menu, MenuLink, MenuToggle } from './header-styles';
import { saveMemberLanguage } from '../app/member-language';
import { useShellT } from '../messages';
import { useMobileMenu } from './mobile-menu';

const PendingInterestsBadge = lazy(() => import('./PendingInterestsBadge'));
const UnreadMessagesBadge = lazy(() => import('./UnreadMessagesBadge'));
// Lazy too: it brings the live stream and the notifications client.
const NotificationBell = lazy(() => import('./NotificationBell'));

const Who = styled.div`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  /* In the one-row header the name is enough; the e-mail stays in the opened menu on smaller screens. */
  ${media.up('lg')} {
    & > span {
      display: none;
    }
  }
`;

/**
 * Header for signed-in members: the notification bell, Dashboard, Explore, Interests (with the pending count), Matches,
 * Messages (with the unread count), My Profile, Premium,
 * Settings, Help (the member's messages to us), who is signed in, Sign Out. Administrators also get Moderation; an administrator without a member profile gets only that.
 */
export function MemberHeader() {
  const { user, userProfile, isPremium, signOut } = useSession();
  const isAdmin = isAdministrator(user);
  const showsMemberLinks = !isAdmin || userProfile !== null;
  const navigate = useNavigate();
  const menu = useMobileMenu();
  const t = useShellT();
  const [busy, setBusy] = useState(false);
  const fullName = userProfile?.fullName || user?.fullName || '';
  // Masked as Settings → Account shows it: enough to recognise the account on a shared screen.
  const email = userProfile?.email || user?.email;

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut('member');
      navigate('/');
      toast({
        title: t('shell.signedOut.title'),
        description: t('shell.signedOut.text'),
        variant: 'success'
      });
    } catch (error) {
      toast({
        ...withDetail(
          { title: t('shell.signOutFailed.title'), description: t('shell.signOutFailed.text') },
          (error as Error).message
        ),
        variant: 'destructive'
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar>
      <Inner>
        <Brand to={showsMemberLinks ? '/dashboard' : ADMIN_HOME}>{site.name}</Brand>
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        <MenuToggle type="button" {...menu.toggleProps}>
          {t('shell.menu')}
        </MenuToggle>
        <Menu aria-label={t('shell.nav')} {...menu.menuProps}>
          {isAdmin ? <MenuLink to={ADMIN_HOME}>{t('shell.moderation')}</MenuLink> : null}
          {showsMemberLinks ? (
            <>
              <MenuLink to="/dashboard">{t('shell.dashboard')}</MenuLink>
              <MenuLink to="/explore">{t('shell.explore')}</MenuLink>
              <MenuLink to="/interest-received">
                {t('shell.interests')}{' '}
                <Suspense fallback={null}>
                  <PendingInterestsBadge />
                </Suspense>
              </MenuLink>
              <MenuLink to="/mutual-matches">{t('shell.matches')}</MenuLink>
              <MenuLink to="/messages">
                {t('shell.messages')}{' '}
                <Suspense fallback={null}>
                  <UnreadMessagesBadge />
                </Suspense>
              </MenuLink>
              <MenuLink to="/my-profile">{t('shell.profile')}</MenuLink>
              <MenuLink to="/subscription">{t('shell.premium')}</MenuLink>
              <MenuLink to="/settings">{t('shell.settings')}</MenuLink>
              <MenuLink to="/help/tickets">{t('shell.help')}</MenuLink>
            </>
          ) : null}
          <Who>
            <strong>
              {fullName}
              {isPremium && showsMemberLinks ? <Badge $tone="accent">{t('shell.premium')}</Badge> : null}
            </strong>
            {email ? <span>{maskEmail(email)}</span> : null}
          </Who>
          <Button type="button" variant="secondary" size="sm" onClick={onSignOut} busy={busy}>
            {t('shell.signOut')}
          </Button>
          <LanguageChoice id="header-language" onChoose={(locale) => void saveMemberLanguage(locale)} />
        </Menu>
      </Inner>
    </Bar>
  );
}
