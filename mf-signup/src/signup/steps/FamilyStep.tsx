import { useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, Input, describedBy } from '@matrimony/ui';
import { FamilyFields } from '@matrimony/profile-form';
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
      <FamilyFields withStarPada />
      <HoroscopePhoto />
    </>
  );
}
