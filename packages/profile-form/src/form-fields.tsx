// Design-system controls bound to the surrounding react-hook-form state by field name.
import { useController, useFormContext } from 'react-hook-form';
import { Select, TextField, type SelectOption } from '@matrimony/ui';
import { RadioGroup } from '@matrimony/ui/radio-group';
import { PasswordField } from '@matrimony/ui/password-field';
import { useFieldId } from './field-ids';

type Common = { name: string; label: string; required?: boolean };

function useBound(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  // No ref: pages focus the first invalid control by id (the design-system controls take no ref).
  const { name: fieldName, onBlur, onChange, value } = field;
  return {
    id: useFieldId(name),
    field: { name: fieldName, onBlur, onChange, value: String(value ?? '') },
    error: fieldState.error?.message
  };
}

export function FormText({
  name,
  label,
  required,
  ...input
}: Common & { type?: string; autoComplete?: string; inputMode?: 'email' | 'text' }) {
  const { id, field, error } = useBound(name);
  return <TextField id={id} label={label} required={required} error={error} {...input} {...field} />;
}

export function FormPassword({ name, label, required, autoComplete }: Common & { autoComplete: string }) {
  const { id, field, error } = useBound(name);
  return (
    <PasswordField
      id={id}
      label={label}
      required={required}
      error={error}
      autoComplete={autoComplete}
      {...field}
    />
  );
}

export function FormSelect({
  name,
  label,
  required,
  options,
  placeholder,
  onValueChange,
  disabled
}: Common & {
  options: ReadonlyArray<string | SelectOption>;
  placeholder: string;
  /** Runs after the value changes (dependent fields). */
  onValueChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { id, field, error } = useBound(name);
  return (
    <Select
      id={id}
      label={label}
      required={required}
      error={error}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
    />
  );
}

export function FormRadio({
  name,
  label,
  required,
  options
}: Common & { options: ReadonlyArray<string | SelectOption> }) {
  const { id, field, error } = useBound(name);
  return (
    <RadioGroup
      id={id}
      name={field.name}
      label={label}
      required={required}
      error={error}
      options={options}
      value={field.value}
      onChange={field.onChange}
    />
  );
}

/** Label/value pairs from a value → label map (e.g. GENDER_LABELS). */
export function labelled(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
