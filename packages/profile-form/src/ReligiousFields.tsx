import { useFormContext } from 'react-hook-form';
import { MARITAL_STATUS_LABELS, MOTHER_TONGUES, RELIGIONS } from '@matrimony/catalog';
import { casteAfterReligion, casteChoices } from './caste';
import { FormSelect, FormText, labelled } from './form-fields';
import { type ProfileFormValues } from './values';

/** Religion → caste, sub-caste (optional), mother tongue, marital status. */
export function ReligiousFields() {
  const { watch, getValues, setValue } = useFormContext<ProfileFormValues>();
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
      <FormSelect
        name="motherTongue"
        label="Mother Tongue"
        options={MOTHER_TONGUES}
        placeholder="Select mother tongue"
        required
      />
      <FormSelect
        name="maritalStatus"
        label="Marital Status"
        options={labelled(MARITAL_STATUS_LABELS)}
        placeholder="Select marital status"
        required
      />
    </>
  );
}
