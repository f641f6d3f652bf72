import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge, Card, PageMeta, buttonStyles, media, type ButtonVariant } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { COUNTRY_CODE } from '@matrimony/catalog/constants';
import { maskEmail, maskMobile } from '@matrimony/catalog/masking';
import { useSession } from '@matrimony/session';
import { useMyProfileQuery } from '../api/account-api';
import { MemberNumber } from '../shared/MemberNumber';
import { greeting, planSummary } from './plan-summary';
import { ConnectionCounts } from './ConnectionCounts';
import { RecommendationsRow } from './RecommendationsRow';
import { WelcomeChecklist } from './WelcomeChecklist';
import { useDashboardT } from './messages';

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** The member's home: who they are, their plan, and where to go next. */
export default function DashboardPage() {
  const t = useDashboardT();
  const { user, userProfile, subscription, isPremium, memberLoading } = useSession();
  const plan = planSummary(subscription, isPremium);
  const name = userProfile?.fullName || user?.fullName || t('dashboard.there');
  // Read afresh on each visit: a check passed elsewhere (or a photo badge suspended) shows here without signing in again.
  const ownProfile = useMyProfileQuery(undefined, { skip: !userProfile, refetchOnMountOrArgChange: true });
  const profile = ownProfile.data ?? userProfile;
  // Masked as Settings → Account shows them: the dashboard is often open where others can see the screen.
  const mobile = profile?.mobile || user?.phone;
  const email = profile?.email || user?.email;

  return (
    <Page>
      <PageMeta
        title={t('dashboard.meta.title')}
        description={t('dashboard.meta.description')}
        path="/dashboard"
        robots="noindex"
      />
      <h1>{t('dashboard.greeting', { greeting: greeting(new Date()), name })}</h1>
      {profile && !memberLoading ? (
        <WelcomeChecklist profile={profile} subscription={subscription} isPremium={isPremium} />
      ) : null}
      {memberLoading ? (
        <ProfileSkeleton />
      ) : (
        <Grid>
          <Card as="section" aria-labelledby="plan-heading">
            <h2 id="plan-heading">
              {t('dashboard.plan.heading')}{' '}
              <Badge $tone={plan.name === 'Premium' ? 'accent' : 'neutral'}>
                {plan.name === 'Premium' ? t('dashboard.plan.premium') : t('dashboard.plan.free')}
              </Badge>
            </h2>
            <p>{plan.detail}</p>
            {plan.offerUpgrade ? (
              <ActionLink to="/subscription">{t('dashboard.plan.upgrade')}</ActionLink>
            ) : null}
          </Card>
          <Card as="section" aria-labelledby="profile-heading">
            <h2 id="profile-heading">{t('dashboard.profile.heading')}</h2>
            <Facts>
              <dt>{t('dashboard.profile.name')}</dt>
              <dd>{userProfile?.fullName || user?.fullName || '—'}</dd>
              {profile?.memberNumber ? (
                <>
                  <dt>{t('dashboard.profile.memberNumber')}</dt>
                  <dd>
                    <MemberNumber memberNumber={profile.memberNumber} />
                  </dd>
                </>
              ) : null}
              <dt>{t('dashboard.profile.mobile')}</dt>
              <dd>{mobile ? `${COUNTRY_CODE} ${maskMobile(mobile)}` : '—'}</dd>
              <dt>{t('dashboard.profile.email')}</dt>
              <dd>{email ? maskEmail(email) : '—'}</dd>
            </Facts>
            {userProfile ? null : <p>{t('dashboard.profile.notYet')}</p>}
            <ActionLink to="/my-profile" $variant="secondary">
              {t('dashboard.profile.view')}
            </ActionLink>
          </Card>
        </Grid>
      )}
      {userProfile ? <ConnectionCounts /> : null}
      {userProfile ? <RecommendationsRow /> : null}
    </Page>
  );
}
