import { useController, useFormContext } from 'react-hook-form';
import { DateOfBirth, PhotoUploader } from '@matrimony/ui';
import { GENDER_LABELS, HEIGHTS, LOOKING_FOR_LABELS, MAX_PHOTOS, dobYearRange } from '@matrimony/catalog';
import { FormRadio, FormSelect, FormText, labelled } from '../form-fields';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

/** Step 3: photos (up to 5, first is Primary), name, date of birth, gender, looking for, height. */
export function BasicStep({ photosLost }: { photosLost: boolean }) {
  const { control } = useFormContext<WizardValues>();
  const photos = useController({ name: 'photos', control });
  const dob = useController({ name: 'dateOfBirth', control });
  return (
    <>
      <StepHeading title="Basic Information" subtitle={`Add up to ${MAX_PHOTOS} photos; the first one is your primary photo.`} />
      {photosLost && photos.field.value.length === 0 ? (
        <p role="note">Photos are not kept when the page reloads. Please add your photos again.</p>
      ) : null}
      <PhotoUploader id="signup-photos" photos={photos.field.value} onChange={photos.field.onChange} error={photos.fieldState.error?.message} />
      <FormText name="fullName" label="Full Name" autoComplete="name" required />
      <DateOfBirth
        id="signup-dateOfBirth"
        years={dobYearRange()}
        value={dob.field.value}
        onChange={dob.field.onChange}
        error={dob.fieldState.error?.message}
        required
      />
      <FormRadio name="gender" label="Gender" options={labelled(GENDER_LABELS)} required />
      <FormRadio name="lookingFor" label="Looking For" options={labelled(LOOKING_FOR_LABELS)} required />
      <FormSelect name="height" label="Height" options={HEIGHTS} placeholder="Select height" required />
    </>
  );
}
