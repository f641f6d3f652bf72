import { useFormContext } from 'react-hook-form';
import { ANNUAL_INCOMES, EDUCATION_LEVELS, OCCUPATIONS, STATE_NAMES } from '@matrimony/catalog';
import { DISTRICT_AFTER_STATE_CHANGE, districtChoices } from './districts';
import { FormSelect, FormText } from './form-fields';
import { type ProfileFormValues } from './values';

/** State → district, education, occupation, company (optional), annual income. */
export function ProfessionalFields() {
  const { watch, setValue } = useFormContext<ProfileFormValues>();
  const state = watch('state');
  return (
    <>
      <FormSelect
        name="state"
        label="State"
        options={STATE_NAMES}
        placeholder="Select state"
        required
        onValueChange={() => setValue('district', DISTRICT_AFTER_STATE_CHANGE)}
      />
      <FormSelect
        name="district"
        label="District"
        options={districtChoices(state)}
        placeholder={state ? 'Select district' : 'Select a state first'}
        disabled={!state}
        required
      />
      <FormSelect
        name="education"
        label="Education"
        options={EDUCATION_LEVELS}
        placeholder="Select education"
        required
      />
      <FormSelect
        name="occupation"
        label="Occupation"
        options={OCCUPATIONS}
        placeholder="Select occupation"
        required
      />
      <FormText name="companyName" label="Company Name (optional)" autoComplete="organization" />
      <FormSelect
        name="annualIncome"
        label="Annual Income"
        options={ANNUAL_INCOMES}
        placeholder="Select annual income"
        required
      />
    </>
  );
}
