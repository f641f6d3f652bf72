import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card } from '@matrimony/ui';
import { CopyButton } from '@matrimony/ui/copy-button';
import { useRecommendationsQuery } from '../api/discovery-api';
import { useSharedT } from '../shared/messages';
import { rememberMemberNumberCopied, useMemberNumberCopied } from '../shared/member-number-copied';
import { ConfirmPreferencesButton } from './ConfirmPreferencesButton';
import { useDashboardT } from './messages';
import {
  welcomeChecklist,
  welcomeChecklistHeading,
  type ChecklistInput,
  type ChecklistItem
} from './welcome-checklist';

// One column at every width: each step is a short paragraph with its action under it.
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

function StepAction({ item, memberNumber }: { item: ChecklistItem; memberNumber: string | null }) {
  const t = useSharedT();
  if (item.key === 'member-number' && memberNumber) {
    return (
      <CopyButton
        text={memberNumber}
        label={t('shared.memberNumber.copy')}
        onCopied={() => rememberMemberNumberCopied(memberNumber)}
      />
    );
  }
  return (
    <>
      {item.key === 'preferences' ? <ConfirmPreferencesButton /> : null}
      {item.link ? <Link to={item.link.to}>{item.link.label}</Link> : null}
    </>
  );
}

/**
 * The first steps a new member still has open, each with where it is done; a step done disappears, and the card with
 * the last one.
 */
export function WelcomeChecklist({
  profile,
  subscription,
  isPremium
}: Pick<ChecklistInput, 'profile' | 'subscription' | 'isPremium'>) {
  useDashboardT(); // the steps are worded in the active language: re-render when it changes
  const recommendations = useRecommendationsQuery();
  const memberNumberCopied = useMemberNumberCopied(profile.memberNumber);
  const items = welcomeChecklist({
    profile,
    subscription,
    isPremium,
    preferencesGuessed: recommendations.data?.preferencesGuessed ?? false,
    memberNumberCopied
  });
  if (items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="welcome-checklist-heading">
      <h2 id="welcome-checklist-heading">{welcomeChecklistHeading()}</h2>
      <Steps>
        {items.map((item) => (
          <li key={item.key} aria-labelledby={`welcome-step-${item.key}`}>
            <h3 id={`welcome-step-${item.key}`}>{item.title}</h3>
            <p>{item.detail}</p>
            <Actions>
              <StepAction item={item} memberNumber={profile.memberNumber} />
            </Actions>
          </li>
        ))}
      </Steps>
    </Card>
  );
}
