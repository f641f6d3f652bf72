import { useController, useFormContext } from 'react-hook-form';
import { DateOfBirth } from '@matrimony/ui/date-of-birth';
import {
  GENDER_LABELS,
  HEIGHTS,
  LOOKING_FOR_LABELS,
  PROFILE_FOR_LABELS,
  dobYearRange
} from '@matrimony/catalog';
import { useFieldId } from './field-ids';
import { useProfileFormT } from './messages';
import { FormRadio, FormSelect, labelled } from './form-fields';
import { genderAfterProfileFor } from './profile-for';
import { type ProfileFormValues } from './values';

/**
 * This profile is for, date of birth, gender, looking for, height (sign-up step 3 adds photos and the name before
 * them). Choosing a son, daughter, brother or sister sets the gender that choice implies.
 */
export function BasicFields() {
  const { control, getValues, setValue } = useFormContext<ProfileFormValues>();
  const dob = useController({ name: 'dateOfBirth', control });
  const t = useProfileFormT();
  const settleGender = (choice: string) => {
    const gender = genderAfterProfileFor(choice, getValues('gender'));
    if (gender !== getValues('gender')) setValue('gender', gender, { shouldValidate: true });
  };
  return (
    <>
      <FormSelect
        name="profileFor"
        label={t('profileForm.profileFor')}
        options={labelled(PROFILE_FOR_LABELS)}
        placeholder={t('profileForm.select')}
        onValueChange={settleGender}
        required
      />
      <DateOfBirth
        id={useFieldId('dateOfBirth')}
        years={dobYearRange()}
        value={dob.field.value}
        onChange={dob.field.onChange}
        error={dob.fieldState.error?.message}
        required
      />
      <FormRadio name="gender" label={t('profileForm.gender')} options={labelled(GENDER_LABELS)} required />
      <FormRadio
        name="lookingFor"
        label={t('profileForm.lookingFor')}
        options={labelled(LOOKING_FOR_LABELS)}
        required
      />
      <FormSelect
        name="height"
        label={t('profileForm.height')}
        options={HEIGHTS}
        placeholder={t('profileForm.heightPlaceholder')}
        required
      />
    </>
  );
}
