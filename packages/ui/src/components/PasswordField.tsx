import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { describedBy, Field } from './Field';
import { Input, type TextFieldProps } from './TextField';
import { useUiT } from '../messages';

const Row = styled.div`
  position: relative;
  & > input {
    padding-right: 3rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the toggle shows or hides, in its accessible name ("Show share code"), in the page's language. Default "password". */
  secretName?: string;
};

/** Password input with a show/hide toggle (the toggle keeps its state announced via aria-pressed). */
export function PasswordField({
  id,
  label,
  hint,
  error,
  required,
  secretName,
  ...input
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const t = useUiT();
  const toggleLabel = secretName
    ? t(isVisible ? 'ui.password.hide' : 'ui.password.show', { name: secretName })
    : t(isVisible ? 'ui.password.hidePassword' : 'ui.password.showPassword');
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <Row>
        <Input
          autoComplete="current-password"
          {...input}
          id={id}
          type={isVisible ? 'text' : 'password'}
          required={required}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        <Toggle
          type="button"
          aria-controls={id}
          aria-pressed={isVisible}
          aria-label={toggleLabel}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </Toggle>
      </Row>
    </Field>
  );
}
