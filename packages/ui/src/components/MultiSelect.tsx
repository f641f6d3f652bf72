import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { type Choice, filterChoices, toggleChoice } from '../forms/choices';
import { useControlText } from '../catalog-text';
import { controlStyles } from './control-styles';
import { useUiT } from '../messages';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Search = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  max-height: 13rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type MultiSelectProps = {
  id: string;
  label: string;
  options: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown only when there are more options than fit at a glance. */
  searchPlaceholder?: string;
  /** What an empty selection means ("Any religion"). */
  emptyLabel?: string;
};

const SEARCH_FROM = 8;

/** A group of checkboxes with a search box: every option stays a native checkbox for keyboards and readers. */
export function MultiSelect({
  id,
  label,
  options,
  value,
  onChange,
  searchPlaceholder,
  emptyLabel
}: MultiSelectProps) {
  const [query, setQuery] = useState('');
  const summaryId = useId();
  const text = useControlText(false);
  const t = useUiT();
  const search = t('ui.multiSelect.search', { label: label.toLowerCase() });
  const shown = options.map((option) => ({ value: option.value, label: text(option.label) }));
  const visible = filterChoices(shown, query);
  const chosen = shown.filter((option) => value.includes(option.value)).map((option) => option.label);

  return (
    <Fieldset id={id} aria-describedby={summaryId}>
      <Legend>{label}</Legend>
      {options.length > SEARCH_FROM ? (
        <Search
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={searchPlaceholder ?? search}
          aria-label={search}
        />
      ) : null}
      <List>
        {visible.map((option) => (
          <li key={option.value}>
            <Option>
              <input
                type="checkbox"
                name={id}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={() => onChange(toggleChoice(value, option.value, options))}
              />
              {option.label}
            </Option>
          </li>
        ))}
        {visible.length === 0 ? (
          <li>
            <Summary as="span">{t('ui.multiSelect.noMatch', { label: label.toLowerCase(), query })}</Summary>
          </li>
        ) : null}
      </List>
      <Summary id={summaryId} aria-live="polite">
        {chosen.length
          ? t('ui.multiSelect.chosen', { chosen: chosen.join(', ') })
          : (emptyLabel ?? t('ui.multiSelect.any'))}
      </Summary>
    </Fieldset>
  );
}
