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
import { useSettingsT } from '../messages';

/** Privacy: who sees my photos, hiding my profile (both are profile settings, so they need a profile), who saw my contact, blocked members. */
export function PrivacySection() {
  const result = useMyProfileQuery();
  const state = profileState(result);
  const t = useSettingsT();
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
        <SubSection aria-label={t('settings.privacy.missingLabel')}>
          <Muted>{t('settings.privacy.missing')}</Muted>
          <p style={{ margin: 0 }}>
            <ActionLink to="/edit-profile" $variant="secondary" $size="sm">
              {t('settings.completeProfile')}
            </ActionLink>
          </p>
        </SubSection>
      ) : (
        <QueryFailed
          what={t('settings.privacy.failedWhat')}
          error={result.error}
          retry={() => void result.refetch()}
        />
      )}
      <ContactViewers />
      <BlockedMembers />
    </SettingsSection>
  );
}
