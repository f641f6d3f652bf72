import { styled } from 'styled-components';
import { media, PageMeta } from '@matrimony/ui';
import { useNotificationSettingsQuery } from '@matrimony/session/notifications';
import { useMyProfileQuery } from '../api/account-api';
import { useVerificationQuery } from '../api/verification-api';
import { useHashTarget } from '../shared/use-hash-target';
import { useSettingsT } from './messages';
import { Page } from '../shared/styles';
import { AccountSection } from './account/AccountSection';
import { HoroscopeSection } from './horoscope/HoroscopeSection';
import { MyDataSection } from './my-data/MyDataSection';
import { NotificationsSection } from './notifications/NotificationsSection';
import { PrivacySection } from './privacy/PrivacySection';
import { SettingsNav } from './SettingsNav';
import { VerificationSection } from './verification/VerificationSection';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.up('lg')} {
    grid-template-columns: 13rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/**
 * /settings: one page in sections (Account, Verification, Notifications, Privacy, Horoscope, My data), each reachable
 * by its anchor (`/settings#privacy`) from the in-page navigation or another page.
 */
export default function SettingsPage() {
  // The sections above a target change height as their data arrives: scroll to it once they have.
  const loading = [useNotificationSettingsQuery(), useMyProfileQuery(), useVerificationQuery()].some(
    (result) => result.isLoading
  );
  useHashTarget(!loading);
  const t = useSettingsT();
  return (
    <Page>
      <PageMeta
        title={t('settings.page.title')}
        description={t('settings.page.description')}
        path="/settings"
        robots="noindex"
      />
      <h1>{t('settings.page.title')}</h1>
      <Layout>
        <SettingsNav />
        <Sections>
          <AccountSection />
          <VerificationSection />
          <NotificationsSection />
          <PrivacySection />
          <HoroscopeSection />
          <MyDataSection />
        </Sections>
      </Layout>
    </Page>
  );
}
