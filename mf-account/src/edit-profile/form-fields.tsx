// Design-system controls bound to the edit form's react-hook-form state by field name.
import { useController, useFormContext } from 'react-hook-form';
import { RadioGroup, Select, TextArea, TextField, type SelectOption } from '@matrimony/ui';
import { type EditField, type EditValues } from './form-values';

/** The DOM id of a field's control. */
export const idFor = (name: EditField) => `edit-${name}`;

/** Moves focus to a field's control (the first of a group's inputs). */
export function focusField(name: EditField): void {
  const element = document.getElementById(idFor(name));
  const target = element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select') : element;
  target?.focus();
}

function useBound(name: EditField) {
  const { control } = useFormContext<EditValues>();
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message };
}

type Common = { name: EditField; label: string; required?: boolean };

export function FormText({ name, label, required, autoComplete }: Common & { autoComplete?: string }) {
  const { field, error } = useBound(name);
  return (
    <TextField id={idFor(name)} label={label} required={required} error={error} autoComplete={autoComplete} name={field.name} value={field.value} onBlur={field.onBlur} onChange={field.onChange} />
  );
}

export function FormTextArea({ name, label, required, maxLength }: Common & { maxLength?: number }) {
  const { field, error } = useBound(name);
  return (
    <TextArea id={idFor(name)} label={label} required={required} error={error} maxLength={maxLength} name={field.name} value={field.value} onBlur={field.onBlur} onChange={field.onChange} />
  );
}

export function FormSelect({
  name,
  label,
  required,
  options,
  placeholder,
  disabled,
  onValueChange
}: Common & {
  options: ReadonlyArray<string | SelectOption>;
  placeholder: string;
  disabled?: boolean;
  /** Runs after the value changes (dependent fields). */
  onValueChange?: (value: string) => void;
}) {
  const { field, error } = useBound(name);
  return (
    <Select
      id={idFor(name)}
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

export function FormRadio({ name, label, required, options }: Common & { options: ReadonlyArray<string | SelectOption> }) {
  const { field, error } = useBound(name);
  return <RadioGroup id={idFor(name)} name={field.name} label={label} required={required} error={error} options={options} value={field.value} onChange={field.onChange} />;
}

/** Label/value pairs from a value → label map (e.g. GENDER_LABELS). */
export function labelled(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
