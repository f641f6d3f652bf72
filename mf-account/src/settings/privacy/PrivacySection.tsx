import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { useMyProfileQuery } from '../../api/account-api';
import { profileState } from '../../shared/query-state';
import { ActionLink, Muted } from '../../shared/styles';
import { BlockedMembers } from './BlockedMembers';
import { ContactViewers } from './ContactViewers';
import { PhotoPrivacySection } from './PhotoPrivacySection';
import { QueryFailed } from '../QueryFailed';
import { SettingsSection, SubSection } from '../SettingsSection';
import { VisibilitySection } from './VisibilitySection';

/** Privacy: who sees my photos, hiding my profile (both are profile settings, so they need a profile), who saw my contact, blocked members. */
export function PrivacySection() {
  const result = useMyProfileQuery();
  const state = profileState(result);
  return (
    <SettingsSection id="privacy">
      {result.data ? (
        <>
          <PhotoPrivacySection profile={result.data} />
          <VisibilitySection profile={result.data} />
        </>
      ) : state === 'loading' ? (
        <div aria-busy="true">
          <SkeletonBlock $height="8rem" />
        </div>
      ) : state === 'missing' ? (
        <SubSection aria-label="Photos and profile visibility">
          <Muted>
            Who sees your photos and whether your profile is hidden are set here once your profile is saved.
          </Muted>
          <p style={{ margin: 0 }}>
            <ActionLink to="/edit-profile" $variant="secondary" $size="sm">
              Complete your profile
            </ActionLink>
          </p>
        </SubSection>
      ) : (
        <QueryFailed
          what="Your photo and visibility settings"
          error={result.error}
          retry={() => void result.refetch()}
        />
      )}
      <ContactViewers />
      <BlockedMembers />
    </SettingsSection>
  );
}
