import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  Badge,
  Card,
  PageMeta,
  ProfileSkeleton,
  buttonStyles,
  media,
  type ButtonVariant
} from '@matrimony/ui';
import { useSession } from '@matrimony/session';
import { useMyProfileQuery } from '../api/account-api';
import { greeting, planSummary } from './plan-summary';
import { ConfirmPreferencesCard } from './ConfirmPreferencesCard';
import { ConnectionCounts } from './ConnectionCounts';
import { RecommendationsRow } from './RecommendationsRow';
import { VerifyProfileCard } from './VerifyProfileCard';

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
  const { user, userProfile, subscription, isPremium, memberLoading } = useSession();
  const plan = planSummary(subscription, isPremium);
  const name = userProfile?.fullName || user?.fullName || 'there';
  // Read afresh on each visit: a check passed elsewhere (or a photo badge suspended) shows here without signing in again.
  const ownProfile = useMyProfileQuery(undefined, { skip: !userProfile, refetchOnMountOrArgChange: true });
  const verification = (ownProfile.data ?? userProfile)?.verification;

  return (
    <Page>
      <PageMeta
        title="Dashboard"
        description="Your matrimony dashboard."
        path="/dashboard"
        robots="noindex"
      />
      <h1>
        {greeting(new Date())}, {name}
      </h1>
      {memberLoading ? (
        <ProfileSkeleton />
      ) : (
        <Grid>
          <Card as="section" aria-labelledby="plan-heading">
            <h2 id="plan-heading">
              Your plan <Badge $tone={plan.name === 'Premium' ? 'accent' : 'neutral'}>{plan.name}</Badge>
            </h2>
            <p>{plan.detail}</p>
            {plan.offerUpgrade ? <ActionLink to="/subscription">Upgrade to Premium</ActionLink> : null}
          </Card>
          <Card as="section" aria-labelledby="profile-heading">
            <h2 id="profile-heading">Your profile</h2>
            <Facts>
              <dt>Name</dt>
              <dd>{userProfile?.fullName || user?.fullName || '—'}</dd>
              <dt>Mobile</dt>
              <dd>{userProfile?.mobile || user?.phone || '—'}</dd>
              <dt>E-mail</dt>
              <dd>{userProfile?.email || user?.email || '—'}</dd>
            </Facts>
            {userProfile ? null : (
              <p>Your profile details are not available yet. They appear here once your profile is saved.</p>
            )}
            <ActionLink to="/my-profile" $variant="secondary">
              View my profile
            </ActionLink>
          </Card>
        </Grid>
      )}
      {userProfile ? <ConnectionCounts /> : null}
      {userProfile ? <ConfirmPreferencesCard /> : null}
      {verification ? <VerifyProfileCard verification={verification} /> : null}
      {userProfile ? <RecommendationsRow /> : null}
    </Page>
  );
}
