import { RadioGroup } from '@matrimony/ui/radio-group';
import { useSetPhotoPrivacyMutation } from '../../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { runAction } from '../../shared/run-action';
import { Muted } from '../../shared/styles';
import { SubSection } from '../SettingsSection';
import { useSettingsT, type SettingsMessageId } from '../messages';

const OPTIONS = [
  { value: 'all-members', label: 'settings.photoPrivacy.allMembers' },
  { value: 'connections', label: 'settings.photoPrivacy.connections' }
] as const satisfies readonly { value: string; label: SettingsMessageId }[];

/** Decisions, "Photo privacy": others see a placeholder instead of the photos when kept for connections. */
export function PhotoPrivacySection({ profile }: { profile: OwnProfile }) {
  const [setPrivacy, saving] = useSetPhotoPrivacyMutation();
  const value = profile.photoPrivacy ?? 'all-members';
  const t = useSettingsT();
  return (
    <SubSection aria-labelledby="photo-privacy-heading">
      <h3 id="photo-privacy-heading">{t('settings.photoPrivacy.heading')}</h3>
      <RadioGroup
        id="photo-privacy"
        name="photo-privacy"
        label={t('settings.photoPrivacy.label')}
        options={OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={value}
        onChange={(next: string) =>
          saving.isLoading
            ? undefined
            : void runAction(() => setPrivacy(next as (typeof OPTIONS)[number]['value']).unwrap(), {
                title:
                  next === 'connections'
                    ? t('settings.photoPrivacy.keptForConnections')
                    : t('settings.photoPrivacy.shownToAll')
              })
        }
      />
      <Muted>{t('settings.photoPrivacy.placeholderNote')}</Muted>
    </SubSection>
  );
}
