import { useController, useFormContext } from 'react-hook-form';
import { DateOfBirth } from '@matrimony/ui';
import { GENDER_LABELS, HEIGHTS, LOOKING_FOR_LABELS, dobYearRange } from '@matrimony/catalog';
import { useFieldId } from './field-ids';
import { FormRadio, FormSelect, labelled } from './form-fields';
import { type ProfileFormValues } from './values';

/** Date of birth, gender, looking for, height (sign-up step 3 adds photos and the name before them). */
export function BasicFields() {
  const { control } = useFormContext<ProfileFormValues>();
  const dob = useController({ name: 'dateOfBirth', control });
  return (
    <>
      <DateOfBirth
        id={useFieldId('dateOfBirth')}
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
