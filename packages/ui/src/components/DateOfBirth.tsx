import { useState } from 'react';
import { styled } from 'styled-components';
import {
  changeDatePart,
  dayChoices,
  type DateParts,
  fromIsoDate,
  MONTH_NAMES,
  toIsoDate
} from '../forms/date-of-birth';
import { fieldIds, RequiredMark } from './Field';
import { NativeSelect } from './Select';
import { useCatalogText } from '../catalog-text';
import { type UiMessageId, useUiT } from '../messages';

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

// Each select wide enough for its longest word in every language (Tamil's "ஆண்டு", "செப்டம்பர்"): three in a row
// where they fit, else wrapping (on a phone: year and month, then day).
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export type DateOfBirthProps = {
  id: string;
  label?: string;
  /** Year choices, newest first (the caller applies the age rule). */
  years: readonly number[];
  /** 'YYYY-MM-DD' or '' */
  value: string;
  /** Called with 'YYYY-MM-DD' once year, month and day are all chosen, else ''. */
  onChange: (isoDate: string) => void;
  error?: string;
  required?: boolean;
};

/** The months' ids, January first (MONTH_NAMES is English's list). */
const MONTH_IDS = [
  'ui.dateOfBirth.month1',
  'ui.dateOfBirth.month2',
  'ui.dateOfBirth.month3',
  'ui.dateOfBirth.month4',
  'ui.dateOfBirth.month5',
  'ui.dateOfBirth.month6',
  'ui.dateOfBirth.month7',
  'ui.dateOfBirth.month8',
  'ui.dateOfBirth.month9',
  'ui.dateOfBirth.month10',
  'ui.dateOfBirth.month11',
  'ui.dateOfBirth.month12'
] as const satisfies readonly UiMessageId[];

function toNumber(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** Year, month and day dropdowns; the day list follows the chosen month (and leap years). */
export function DateOfBirth({ id, label, years, value, onChange, error, required }: DateOfBirthProps) {
  const t = useUiT();
  // A catalog validation message (the schemas' English) reads in the active language.
  const text = useCatalogText();
  const [parts, setParts] = useState<DateParts>(() => fromIsoDate(value));
  const errorId = fieldIds(id).error;

  const update = (part: keyof DateParts) => (event: { target: { value: string } }) => {
    const next = changeDatePart(parts, part, toNumber(event.target.value));
    setParts(next);
    onChange(toIsoDate(next) ?? '');
  };

  const common = {
    required,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined
  };

  return (
    <Fieldset id={id}>
      <Legend>
        {label ?? t('ui.dateOfBirth.label')}
        {required ? <RequiredMark /> : null}
      </Legend>
      <Row>
        <NativeSelect
          id={`${id}-year`}
          aria-label={t('ui.dateOfBirth.year')}
          value={parts.year ?? ''}
          onChange={update('year')}
          {...common}
        >
          <option value="">{t('ui.dateOfBirth.year')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-month`}
          aria-label={t('ui.dateOfBirth.month')}
          value={parts.month ?? ''}
          onChange={update('month')}
          {...common}
        >
          <option value="">{t('ui.dateOfBirth.month')}</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {t(MONTH_IDS[index]!)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-day`}
          aria-label={t('ui.dateOfBirth.day')}
          value={parts.day ?? ''}
          onChange={update('day')}
          {...common}
        >
          <option value="">{t('ui.dateOfBirth.day')}</option>
          {dayChoices(parts.month, parts.year).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </NativeSelect>
      </Row>
      <ErrorText id={errorId} aria-live="polite">
        {error ? text(error) : error}
      </ErrorText>
    </Fieldset>
  );
}
