import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { fieldIds, RequiredMark } from './Field';
import { useControlText } from '../catalog-text';
import { toSelectOptions, type SelectOption } from './Select';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Each choice is a real radio input styled as a pill; arrow keys move between them natively. */
const Choice = styled.label<{ $invalid: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  & > input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export type RadioGroupProps = {
  id: string;
  /** Also the `name` of the radios. */
  name: string;
  label: ReactNode;
  options: ReadonlyArray<string | SelectOption>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

/** A short single choice (gender, looking for, family type) as a labelled group of radios. */
export function RadioGroup({ id, name, label, options, value, onChange, error, required }: RadioGroupProps) {
  const text = useControlText(Boolean(error));
  const errorId = fieldIds(id).error;
  return (
    <Fieldset id={id} aria-describedby={error ? errorId : undefined}>
      <Legend>
        {label}
        {required ? <RequiredMark /> : null}
      </Legend>
      <Options>
        {toSelectOptions(options).map((option) => (
          <Choice key={option.value} $invalid={Boolean(error)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            {text(option.label)}
          </Choice>
        ))}
      </Options>
      <ErrorText id={errorId} aria-live="polite">
        {error ? text(error) : error}
      </ErrorText>
    </Fieldset>
  );
}
