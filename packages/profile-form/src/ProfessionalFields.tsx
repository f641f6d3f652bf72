import { useFormContext } from 'react-hook-form';
import { ANNUAL_INCOMES, EDUCATION_LEVELS, OCCUPATIONS, STATE_NAMES } from '@matrimony/catalog';
import { DISTRICT_AFTER_STATE_CHANGE, districtChoices } from './districts';
import { FormSelect, FormText } from './form-fields';
import { type ProfileFormValues } from './values';
import { preloadCatalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { useProfileFormT } from './messages';

/** State → district, education, occupation, company (optional), annual income. */
// Education, occupations and places load with a locale switch, or at once when this form loads in Hindi or Tamil.
preloadCatalogText('careers', 'places');

export function ProfessionalFields() {
  const { watch, setValue } = useFormContext<ProfileFormValues>();
  const state = watch('state');
  const t = useProfileFormT();
  // Education, occupations, states and districts in Hindi and Tamil (the Selects read options through it).
  useCatalogText('careers', 'places');
  return (
    <>
      <FormSelect
        name="state"
        label={t('profileForm.state')}
        options={STATE_NAMES}
        placeholder={t('profileForm.statePlaceholder')}
        required
        onValueChange={() => setValue('district', DISTRICT_AFTER_STATE_CHANGE)}
      />
      <FormSelect
        name="district"
        label={t('profileForm.district')}
        options={districtChoices(state)}
        placeholder={t(state ? 'profileForm.districtPlaceholder' : 'profileForm.districtFirst')}
        disabled={!state}
        required
      />
      <FormSelect
        name="education"
        label={t('profileForm.education')}
        options={EDUCATION_LEVELS}
        placeholder={t('profileForm.educationPlaceholder')}
        required
      />
      <FormSelect
        name="occupation"
        label={t('profileForm.occupation')}
        options={OCCUPATIONS}
        placeholder={t('profileForm.occupationPlaceholder')}
        required
      />
      <FormText name="companyName" label={t('profileForm.companyName')} autoComplete="organization" />
      <FormSelect
        name="annualIncome"
        label={t('profileForm.annualIncome')}
        options={ANNUAL_INCOMES}
        placeholder={t('profileForm.annualIncomePlaceholder')}
        required
      />
    </>
  );
}
