import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useControlText } from '../catalog-text';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  min-height: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.15em;
`;

/** The one required marker of every label, legend and group (screen readers hear the control's `required`). */
export function RequiredMark() {
  return <Required aria-hidden="true">*</Required>;
}

/** Ids that tie a control to its hint and error (aria-describedby). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = fieldIds(id);
  const list = [hasHint ? ids.hint : null, hasError ? ids.error : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Use for groups (radio sets, date parts) where the label names a fieldset, not one control. */
  labelAs?: 'label' | 'span';
  children: ReactNode;
};

/**
 * Label, control, hint and error. The error region is always present and aria-live, so a
 * message that appears after validation is announced.
 */
export function Field({ id, label, hint, error, required, labelAs = 'label', children }: FieldProps) {
  const ids = fieldIds(id);
  // A catalog validation message (the schemas' English) reads in the active language.
  const text = useControlText(typeof error === 'string');
  return (
    <Wrapper>
      <Label as={labelAs} htmlFor={labelAs === 'label' ? id : undefined} id={`${id}-label`}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children}
      {hint ? <Hint id={ids.hint}>{hint}</Hint> : null}
      <ErrorText id={ids.error} aria-live="polite">
        {typeof error === 'string' ? text(error) : error}
      </ErrorText>
    </Wrapper>
  );
}
