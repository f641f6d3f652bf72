import { useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, Input, describedBy } from '@matrimony/ui';
import {
  ABOUT_YOURSELF_MAX_LENGTH,
  DOSHAM_OPTIONS,
  FAMILY_TYPE_LABELS,
  PADAS,
  PARENT_OCCUPATIONS,
  RASIS,
  SIBLINGS,
  STARS,
  rasiLabel
} from '@matrimony/catalog';
import { FormRadio, FormSelect, FormTextArea, labelled } from '../form-fields';
import { type WizardValues } from '../wizard-values';
import { StepHeading } from './StepHeading';

function HoroscopePhoto() {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: 'horoscope', control });
  const [inputKey, setInputKey] = useState(0);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0] ?? null);
  const error = fieldState.error?.message;
  return (
    <Field id="signup-horoscope" label="Horoscope Photo (optional)" hint={field.value ? `Chosen: ${field.value.name}` : 'Image files only.'} error={error}>
      <Input
        key={inputKey}
        id="signup-horoscope"
        type="file"
        accept="image/*"
        onChange={onPick}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('signup-horoscope', true, Boolean(error))}
      />
      {field.value ? (
        <button
          type="button"
          onClick={() => {
            field.onChange(null);
            setInputKey((key) => key + 1);
          }}
        >
          Remove horoscope photo
        </button>
      ) : null}
    </Field>
  );
}

/** Step 6: horoscope and family details, about yourself, optional horoscope photo. */
export function FamilyStep() {
  return (
    <>
      <StepHeading title="Family & Additional Details" />
      <FormSelect name="rasi" label="Rasi (Moon Sign)" options={RASIS.map((rasi) => ({ value: rasi, label: rasiLabel(rasi) }))} placeholder="Select rasi" required />
      <FormSelect name="star" label="Star (Nakshatra)" options={STARS} placeholder="Select star" required />
      <FormSelect name="starPada" label="Star Pada (optional)" options={PADAS.map(String)} placeholder="Not known" />
      <FormSelect name="dosham" label="Dosham" options={DOSHAM_OPTIONS} placeholder="Select dosham" required />
      <FormRadio name="familyType" label="Family Type" options={labelled(FAMILY_TYPE_LABELS)} required />
      <FormSelect name="fatherOccupation" label="Father's Occupation" options={PARENT_OCCUPATIONS} placeholder="Select occupation" required />
      <FormSelect name="motherOccupation" label="Mother's Occupation" options={PARENT_OCCUPATIONS} placeholder="Select occupation" required />
      <FormSelect name="siblings" label="Siblings" options={SIBLINGS} placeholder="Select siblings" required />
      <FormTextArea name="aboutYourself" label="About Yourself" maxLength={ABOUT_YOURSELF_MAX_LENGTH} required />
      <HoroscopePhoto />
    </>
  );
}
