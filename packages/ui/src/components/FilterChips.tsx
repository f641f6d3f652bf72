import { X } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { useUiT } from '../messages';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  min-height: 36px;
  padding: 0.25rem 0.5rem 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${focusRing}
`;

const Reset = styled.button`
  min-height: 36px;
  padding: 0 0.5rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export type FilterChip = { key: string; label: string };

export type FilterChipsProps = {
  chips: readonly FilterChip[];
  onRemove: (key: string) => void;
  onReset: () => void;
  label?: string;
};

/** The active filters, each removable by one button, and a reset; nothing at all when no filter is on. */
export function FilterChips({ chips, onRemove, onReset, label }: FilterChipsProps) {
  const t = useUiT();
  if (!chips.length) return null;
  return (
    <List aria-label={label ?? t('ui.filters.label')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            type="button"
            onClick={() => onRemove(chip.key)}
            aria-label={t('ui.filters.remove', { label: chip.label })}
          >
            {chip.label}
            <X size={16} aria-hidden="true" />
          </Chip>
        </li>
      ))}
      <li>
        <Reset type="button" onClick={onReset}>
          {t('ui.filters.reset')}
        </Reset>
      </li>
    </List>
  );
}
