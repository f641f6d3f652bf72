import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '@matrimony/ui/photo-uploader';
import { FamilyFields } from '@matrimony/profile-form';
import { CONSENT_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { type WizardValues } from '../wizard-values';
import { ConsentCheckbox } from './ConsentCheckbox';
import { StepHeading } from './StepHeading';

/** The optional horoscope image, picked with the design system's uploader (one image, removable). */
function HoroscopePhoto() {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: 'horoscope', control });
  // One array per chosen file: the uploader makes (and revokes) a preview URL whenever it changes.
  const photos = useMemo(() => (field.value ? [field.value] : []), [field.value]);
  return (
    <PhotoUploader
      id="signup-horoscope"
      label="Horoscope Photo (optional)"
      addLabel="Add horoscope photo"
      max={1}
      photos={photos}
      onChange={(files) => field.onChange(files[0] ?? null)}
      error={fieldState.error?.message}
    />
  );
}

/**
 * Step 6: horoscope and family details, about yourself, optional horoscope photo; then the consent registration
 * records: the terms and privacy policy (opened in a new tab, so the wizard stays as it is) and the declaration of
 * matrimonial intent the 2016 advisory for matrimonial sites asks for.
 */
export function FamilyStep() {
  return (
    <>
      <StepHeading title="Family & Additional Details" />
      <FamilyFields withStarPada />
      <HoroscopePhoto />
      <ConsentCheckbox name="termsAccepted">
        I have read and agree to the{' '}
        <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        and the{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
      </ConsentCheckbox>
      <ConsentCheckbox name="declarationAccepted">
        {messageText(CONSENT_MESSAGES.declaration)}
      </ConsentCheckbox>
    </>
  );
}
