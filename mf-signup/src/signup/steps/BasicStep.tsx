import { useController, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '@matrimony/ui/photo-uploader';
import { MAX_PHOTOS } from '@matrimony/catalog/constants';
import { BasicFields, FormText } from '@matrimony/profile-form';
import { idFor } from '../field-ids';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

/** Step 3: photos (up to 5, first is Primary), name, date of birth, gender, looking for, height. */
export function BasicStep({ photosLost }: { photosLost: boolean }) {
  const { control } = useFormContext<WizardValues>();
  const photos = useController({ name: 'photos', control });
  return (
    <>
      <StepHeading
        title="Basic Information"
        subtitle={`Add up to ${MAX_PHOTOS} photos; the first one is your primary photo.`}
      />
      {photosLost && photos.field.value.length === 0 ? (
        <p role="note">Photos are not kept when the page reloads. Please add your photos again.</p>
      ) : null}
      <PhotoUploader
        id={idFor('photos')}
        photos={photos.field.value}
        onChange={photos.field.onChange}
        error={photos.fieldState.error?.message}
      />
      <FormText name="fullName" label="Full Name" autoComplete="name" required />
      <BasicFields />
    </>
  );
}
