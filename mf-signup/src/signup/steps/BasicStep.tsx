import { useController, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '@matrimony/ui/photo-uploader';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { MAX_PHOTOS } from '@matrimony/catalog/constants';
import { BasicFields, FormText } from '@matrimony/profile-form';
import { idFor } from '../field-ids';
import { type WizardValues } from '../wizard-values';
import { useSignupT } from '../../shared/messages';
import { StepHeading } from './StepHeading';

/** Step 3: photos (up to 5, first is Primary), name, date of birth, gender, looking for, height. */
export function BasicStep({ photosLost }: { photosLost: boolean }) {
  const { control } = useFormContext<WizardValues>();
  const photos = useController({ name: 'photos', control });
  const t = useSignupT();
  const text = useCatalogText();
  return (
    <>
      <StepHeading
        title={t('signup.basic.title')}
        subtitle={t('signup.basic.subtitle', { max: MAX_PHOTOS })}
      />
      {photosLost && photos.field.value.length === 0 ? (
        <p role="note">{t('signup.basic.photosLost')}</p>
      ) : null}
      <PhotoUploader
        id={idFor('photos')}
        photos={photos.field.value}
        onChange={photos.field.onChange}
        error={photos.fieldState.error?.message && text(photos.fieldState.error.message)}
      />
      <FormText name="fullName" label={t('signup.basic.fullName')} autoComplete="name" required />
      <BasicFields />
    </>
  );
}
