import { useFormContext } from 'react-hook-form';
import { ANNUAL_INCOMES, EDUCATION_LEVELS, OCCUPATIONS, STATE_NAMES } from '@matrimony/catalog';
import { DISTRICT_AFTER_STATE_CHANGE, districtChoices } from '../dependent-fields';
import { FormSelect, FormText } from '../form-fields';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

/** Step 5: state → district, education, occupation, company (optional), annual income. */
export function ProfessionalStep() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const state = watch('state');
  return (
    <>
      <StepHeading title="Professional & Location Details" />
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
      <FormSelect name="education" label="Education" options={EDUCATION_LEVELS} placeholder="Select education" required />
      <FormSelect name="occupation" label="Occupation" options={OCCUPATIONS} placeholder="Select occupation" required />
      <FormText name="companyName" label="Company Name (optional)" autoComplete="organization" />
      <FormSelect name="annualIncome" label="Annual Income" options={ANNUAL_INCOMES} placeholder="Select annual income" required />
    </>
  );
}
