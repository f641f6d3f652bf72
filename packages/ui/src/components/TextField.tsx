import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from './control-styles';
import { describedBy, Field } from './Field';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

type CommonProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

export type TextFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ id, label, hint, error, required, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <Input
        {...input}
        id={id}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      />
    </Field>
  );
}

export type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextArea({ id, label, hint, error, required, ...area }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <Area
        {...area}
        id={id}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      />
    </Field>
  );
}
