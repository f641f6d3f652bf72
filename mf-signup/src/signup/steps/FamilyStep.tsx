import { useController, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '@matrimony/ui';
import { FamilyFields } from '@matrimony/profile-form';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

/** The optional horoscope image, picked with the design system's uploader (one image, removable). */
function HoroscopePhoto() {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: 'horoscope', control });
  return (
    <PhotoUploader
      id="signup-horoscope"
      label="Horoscope Photo (optional)"
      addLabel="Add horoscope photo"
      max={1}
      photos={field.value ? [field.value] : []}
      onChange={(files) => field.onChange(files[0] ?? null)}
      error={fieldState.error?.message}
    />
  );
}

/** Step 6: horoscope and family details, about yourself, optional horoscope photo. */
export function FamilyStep() {
  return (
    <>
      <StepHeading title="Family & Additional Details" />
      <FamilyFields withStarPada />
      <HoroscopePhoto />
    </>
  );
}
