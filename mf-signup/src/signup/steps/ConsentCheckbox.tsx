import { type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import { describedBy, fieldIds, RequiredMark } from '@matrimony/ui';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { idFor } from '../field-ids';
import { type WizardValues } from '../wizard-values';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & input {
    margin-top: 0.2em;
    width: 1.1em;
    height: 1.1em;
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** One required box of the consent the last step asks for; its error is said under it. */
export function ConsentCheckbox({
  name,
  children
}: {
  name: 'termsAccepted' | 'declarationAccepted';
  children: ReactNode;
}) {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name, control });
  const id = idFor(name);
  const text = useCatalogText();
  const error = fieldState.error?.message && text(fieldState.error.message);
  return (
    <Row>
      <input
        type="checkbox"
        id={id}
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
      />
      <label htmlFor={id}>
        {children}
        <RequiredMark />
      </label>
      {error ? <ErrorText id={fieldIds(id).error}>{error}</ErrorText> : null}
    </Row>
  );
}
