import { type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from './control-styles';
import { useControlText } from '../catalog-text';
import { describedBy, Field } from './Field';

export type SelectOption = { value: string; label: string };

export const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.25rem;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%234b5563' stroke-width='2'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.75rem center;
`;

/** Accepts plain strings (value = label) or {value, label} pairs. */
export function toSelectOptions(options: ReadonlyArray<string | SelectOption>): SelectOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  options: ReadonlyArray<string | SelectOption>;
  /** Shown as the first, empty choice ("Select religion"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native select; each option's label reads in the active language when it is a catalog option (useControlText). */
export function Select({ id, label, options, placeholder, hint, error, required, ...select }: SelectProps) {
  const text = useControlText(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <NativeSelect
        {...select}
        id={id}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {toSelectOptions(options).map((option) => (
          <option key={option.value} value={option.value}>
            {text(option.label)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
