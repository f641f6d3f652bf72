import { styled } from 'styled-components';
import { type Choice, type Range, orderedRange } from '../forms/choices';
import { NativeSelect } from './Select';
import { useUiT } from '../messages';
import { useControlText } from '../catalog-text';

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

/**
 * From and to side by side when both fit whole, else "to" goes up beside the first and the second takes the next
 * line: a select cuts its chosen text short, and "No maximum" or "5 ft 10 in (177 cm)" did not fit half a
 * phone-width drawer.
 */
const Ends = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const End = styled(NativeSelect)`
  flex: 1 1 14rem;
  width: auto;
  min-width: 0;
`;

export type RangeSelectProps = {
  id: string;
  label: string;
  /** Ordered steps; values are numbers written as strings ("150" cm, "25" years). */
  steps: readonly Choice[];
  value: Range;
  onChange: (value: Range) => void;
};

/** Two native selects (from / to): exact on phones, where a slider is hard to set precisely. */
export function RangeSelect({ id, label, steps, value, onChange }: RangeSelectProps) {
  const t = useUiT();
  // A step that is a catalog option (a height) reads in the active language.
  const text = useControlText(false);
  const change = (end: 'min' | 'max', raw: string) =>
    onChange(orderedRange({ ...value, [end]: raw === '' ? undefined : Number(raw) }));

  return (
    <Fieldset id={id}>
      <Legend>{label}</Legend>
      <Ends>
        <End
          aria-label={t('ui.range.from', { label })}
          value={value.min ?? ''}
          onChange={(event) => change('min', event.target.value)}
        >
          <option value="">{t('ui.range.noMinimum')}</option>
          {steps.map((step) => (
            <option key={step.value} value={step.value}>
              {text(step.label)}
            </option>
          ))}
        </End>
        <span aria-hidden="true">{t('ui.range.between')}</span>
        <End
          aria-label={t('ui.range.to', { label })}
          value={value.max ?? ''}
          onChange={(event) => change('max', event.target.value)}
        >
          <option value="">{t('ui.range.noMaximum')}</option>
          {steps.map((step) => (
            <option key={step.value} value={step.value}>
              {text(step.label)}
            </option>
          ))}
        </End>
      </Ends>
    </Fieldset>
  );
}
