import { RadioGroup } from '@matrimony/ui/radio-group';
import { useSetPhotoPrivacyMutation } from '../../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { runAction } from '../../shared/run-action';
import { Muted } from '../../shared/styles';
import { SubSection } from '../SettingsSection';

const OPTIONS = [
  { value: 'all-members', label: 'All signed-in members' },
  { value: 'connections', label: 'Only members I accepted or sent an interest to' }
] as const;

/** Decisions, "Photo privacy": others see a placeholder instead of the photos when kept for connections. */
export function PhotoPrivacySection({ profile }: { profile: OwnProfile }) {
  const [setPrivacy, saving] = useSetPhotoPrivacyMutation();
  const value = profile.photoPrivacy ?? 'all-members';
  return (
    <SubSection aria-labelledby="photo-privacy-heading">
      <h3 id="photo-privacy-heading">Who sees my photos</h3>
      <RadioGroup
        id="photo-privacy"
        name="photo-privacy"
        label="Show my photos to"
        options={[...OPTIONS]}
        value={value}
        onChange={(next: string) =>
          saving.isLoading
            ? undefined
            : void runAction(() => setPrivacy(next as (typeof OPTIONS)[number]['value']).unwrap(), {
                title: next === 'connections' ? 'Photos kept for connections' : 'Photos shown to all members'
              })
        }
      />
      <Muted>Members who cannot see your photos see a placeholder on your card and profile.</Muted>
    </SubSection>
  );
}
