import { useFormContext } from 'react-hook-form';
import { MARITAL_STATUS_LABELS, MOTHER_TONGUES, RELIGIONS } from '@matrimony/catalog';
import { casteAfterReligion, casteChoices } from './caste';
import { FormSelect, FormText, labelled } from './form-fields';
import { type ProfileFormValues } from './values';
import { preloadCatalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { useProfileFormT } from './messages';

/** Religion → caste, sub-caste (optional), mother tongue, marital status. */
// The castes' Hindi/Tamil load with a locale switch, or at once when this form loads in Hindi or Tamil.
preloadCatalogText('castes');

export function ReligiousFields() {
  const { watch, getValues, setValue } = useFormContext<ProfileFormValues>();
  const religion = watch('religion');
  const t = useProfileFormT();
  // Castes in Hindi and Tamil (the Select reads each option through the catalog text).
  useCatalogText('castes');
  return (
    <>
      <FormSelect
        name="religion"
        label={t('profileForm.religion')}
        options={RELIGIONS}
        placeholder={t('profileForm.religionPlaceholder')}
        required
        onValueChange={(next) => setValue('caste', casteAfterReligion(next, getValues('caste')))}
      />
      <FormSelect
        name="caste"
        label={t('profileForm.caste')}
        options={casteChoices(religion)}
        placeholder={t(religion ? 'profileForm.castePlaceholder' : 'profileForm.casteFirst')}
        disabled={!religion}
        required
      />
      <FormText name="subCaste" label={t('profileForm.subCaste')} />
      <FormSelect
        name="motherTongue"
        label={t('profileForm.motherTongue')}
        options={MOTHER_TONGUES}
        placeholder={t('profileForm.motherTonguePlaceholder')}
        required
      />
      <FormSelect
        name="maritalStatus"
        label={t('profileForm.maritalStatus')}
        options={labelled(MARITAL_STATUS_LABELS)}
        placeholder={t('profileForm.maritalStatusPlaceholder')}
        required
      />
    </>
  );
}
