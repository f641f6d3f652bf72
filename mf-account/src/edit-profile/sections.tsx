// The form's four groups, the same fields as the sign-up wizard's steps 3-6 (without the full name).
import { useController, useFormContext } from 'react-hook-form';
import { DateOfBirth } from '@matrimony/ui';
import {
  ABOUT_YOURSELF_MAX_LENGTH,
  ANNUAL_INCOMES,
  DOSHAM_OPTIONS,
  EDUCATION_LEVELS,
  FAMILY_TYPE_LABELS,
  GENDER_LABELS,
  HEIGHTS,
  LOOKING_FOR_LABELS,
  MARITAL_STATUS_LABELS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PARENT_OCCUPATIONS,
  RASIS,
  RELIGIONS,
  SIBLINGS,
  STARS,
  STATE_NAMES,
  dobYearRange,
  rasiLabel
} from '@matrimony/catalog';
import { casteAfterReligion, casteChoices, districtAfterState, districtChoices } from './dependent-fields';
import { FormRadio, FormSelect, FormText, FormTextArea, idFor, labelled } from './form-fields';
import { type EditValues } from './form-values';

export function BasicFields() {
  const { control } = useFormContext<EditValues>();
  const dob = useController({ name: 'dateOfBirth', control });
  return (
    <>
      <DateOfBirth id={idFor('dateOfBirth')} years={dobYearRange()} value={dob.field.value} onChange={dob.field.onChange} error={dob.fieldState.error?.message} required />
      <FormRadio name="gender" label="Gender" options={labelled(GENDER_LABELS)} required />
      <FormRadio name="lookingFor" label="Looking For" options={labelled(LOOKING_FOR_LABELS)} required />
      <FormSelect name="height" label="Height" options={HEIGHTS} placeholder="Select height" required />
    </>
  );
}

export function ReligiousFields() {
  const { watch, getValues, setValue } = useFormContext<EditValues>();
  const religion = watch('religion');
  return (
    <>
      <FormSelect
        name="religion"
        label="Religion"
        options={RELIGIONS}
        placeholder="Select religion"
        required
        onValueChange={(next) => setValue('caste', casteAfterReligion(next, getValues('caste')))}
      />
      <FormSelect
        name="caste"
        label="Caste"
        options={casteChoices(religion)}
        placeholder={religion ? 'Select caste' : 'Select a religion first'}
        disabled={!religion}
        required
      />
      <FormText name="subCaste" label="Sub-caste (optional)" />
      <FormSelect name="motherTongue" label="Mother Tongue" options={MOTHER_TONGUES} placeholder="Select mother tongue" required />
      <FormSelect name="maritalStatus" label="Marital Status" options={labelled(MARITAL_STATUS_LABELS)} placeholder="Select marital status" required />
    </>
  );
}

export function ProfessionalFields() {
  const { watch, setValue } = useFormContext<EditValues>();
  const state = watch('state');
  return (
    <>
      <FormSelect name="state" label="State" options={STATE_NAMES} placeholder="Select state" required onValueChange={() => setValue('district', districtAfterState())} />
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

export function FamilyFields() {
  return (
    <>
      <FormSelect name="rasi" label="Rasi (Moon Sign)" options={RASIS.map((rasi) => ({ value: rasi, label: rasiLabel(rasi) }))} placeholder="Select rasi" required />
      <FormSelect name="star" label="Star (Nakshatra)" options={STARS} placeholder="Select star" required />
      <FormSelect name="dosham" label="Dosham" options={DOSHAM_OPTIONS} placeholder="Select dosham" required />
      <FormRadio name="familyType" label="Family Type" options={labelled(FAMILY_TYPE_LABELS)} required />
      <FormSelect name="fatherOccupation" label="Father's Occupation" options={PARENT_OCCUPATIONS} placeholder="Select occupation" required />
      <FormSelect name="motherOccupation" label="Mother's Occupation" options={PARENT_OCCUPATIONS} placeholder="Select occupation" required />
      <FormSelect name="siblings" label="Siblings" options={SIBLINGS} placeholder="Select siblings" required />
      <FormTextArea name="aboutYourself" label="About Yourself" maxLength={ABOUT_YOURSELF_MAX_LENGTH} required />
    </>
  );
}
