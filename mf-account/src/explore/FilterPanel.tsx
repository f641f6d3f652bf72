import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { selectIsPremium } from '@matrimony/session';
import { styled } from 'styled-components';
import {
  ANNUAL_INCOMES,
  DOSHAM_CHOICES,
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  RASIS,
  RELIGIONS,
  STARS,
  STATE_NAMES,
  castesForReligion,
  districtsForState,
  type Religion
} from '@matrimony/catalog';
import { formatNumber } from '@matrimony/i18n';
import { rich, useLocale } from '@matrimony/i18n/react';
import { NativeSelect, type Choice } from '@matrimony/ui';
import { MultiSelect, RangeSelect } from '@matrimony/ui/discovery';
import { useCatalogText, type CatalogText } from '@matrimony/ui/catalog-text';
import { filterLabel, type ExploreFilters, type ListFilter } from './filters';
import { useExploreT } from './messages';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Row = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const AGE_VALUES = Array.from({ length: 70 - 18 + 1 }, (_, i) => 18 + i);

/** Every explore filter; the same panel sits beside the results on laptops and in a drawer on phones. */
export function FilterPanel({
  filters,
  onChange
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const t = useExploreT();
  const text = useCatalogText('castes', 'careers', 'places');
  const locale = useLocale();
  const isPremium = useSelector(selectIsPremium);
  // Option values stay English (they are what the search asks for); only their labels are the member's language.
  const plain = (values: readonly string[], words: CatalogText = text): Choice[] =>
    values.map((value) => ({ value, label: words(value) }));
  const castes = useMemo(() => {
    const religions = (filters.religion.length ? filters.religion : ['Hindu']) as Religion[];
    return [...new Set(religions.flatMap((religion) => castesForReligion(religion)))];
  }, [filters.religion]);
  const districts = useMemo(
    () => filters.state.flatMap((state) => districtsForState(state)),
    [filters.state]
  );
  const ages: Choice[] = AGE_VALUES.map((age) => ({
    value: String(age),
    label: t('explore.panel.ageStep', { age: formatNumber(age, locale) })
  }));
  const heights: Choice[] = HEIGHT_OPTIONS.map((option) => ({
    value: String(option.cm),
    label: text(option.label)
  }));
  const premiumLink = { premium: (text: ReactNode) => <Link to="/subscription">{text}</Link> };
  const list = (key: ListFilter, options: Choice[]) => (
    <MultiSelect
      id={`filter-${key}`}
      label={filterLabel(key)}
      options={options}
      value={filters[key]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
      emptyLabel={t('explore.panel.any')}
      searchPlaceholder={t('explore.panel.search', { label: filterLabel(key).toLowerCase() })}
    />
  );
  return (
    <Panel>
      <RangeSelect
        id="filter-age"
        label={filterLabel('age')}
        steps={ages}
        value={{ min: filters.ageMin, max: filters.ageMax }}
        onChange={({ min, max }) => onChange({ ...filters, ageMin: min, ageMax: max })}
      />
      <RangeSelect
        id="filter-height"
        label={filterLabel('height')}
        steps={heights}
        value={{ min: filters.heightMin, max: filters.heightMax }}
        onChange={({ min, max }) => onChange({ ...filters, heightMin: min, heightMax: max })}
      />
      {list('religion', plain(RELIGIONS))}
      {list('caste', plain(castes))}
      {list('motherTongue', plain(MOTHER_TONGUES))}
      {list('state', plain(STATE_NAMES))}
      {filters.state.length ? list('district', plain(districts)) : null}
      {list(
        'maritalStatus',
        MARITAL_STATUSES.map((value) => ({ value, label: text(MARITAL_STATUS_LABELS[value]) }))
      )}
      {list('education', plain(EDUCATION_LEVELS))}
      {list('occupation', plain(OCCUPATIONS))}
      <Row>
        {filterLabel('minIncome')}
        <NativeSelect
          value={filters.minIncome ?? ''}
          onChange={(event) => onChange({ ...filters, minIncome: event.target.value || undefined })}
        >
          <option value="">{t('explore.panel.anyIncome')}</option>
          {ANNUAL_INCOMES.map((income) => (
            <option key={income} value={income}>
              {t('explore.panel.incomeOrMore', { income: text(income) })}
            </option>
          ))}
        </NativeSelect>
      </Row>
      {list('rasi', plain(RASIS))}
      {list('star', plain(STARS))}
      {list(
        'dosham',
        DOSHAM_CHOICES.map((choice) => ({ ...choice, label: text(choice.label) }))
      )}
      <Check>
        <input
          type="checkbox"
          checked={filters.withPhoto}
          onChange={(event) => onChange({ ...filters, withPhoto: event.target.checked })}
        />
        {t('explore.panel.withPhoto')}
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={filters.verifiedOnly}
          onChange={(event) => onChange({ ...filters, verifiedOnly: event.target.checked })}
        />
        {t('explore.panel.verifiedOnly')}
      </Check>
      {isPremium ? (
        <Check>
          <input
            type="checkbox"
            checked={filters.gunaAtLeast18}
            onChange={(event) => onChange({ ...filters, gunaAtLeast18: event.target.checked })}
          />
          {t('explore.panel.guna')}
        </Check>
      ) : (
        <p style={{ margin: 0, fontSize: '0.875rem' }}>{rich(t('explore.panel.gunaPremium'), premiumLink)}</p>
      )}
      {isPremium ? (
        <Check>
          <input
            type="checkbox"
            checked={filters.rajjuCompatible}
            onChange={(event) => onChange({ ...filters, rajjuCompatible: event.target.checked })}
          />
          {t('explore.panel.rajju')}
        </Check>
      ) : (
        <p style={{ margin: 0, fontSize: '0.875rem' }}>
          {rich(t('explore.panel.rajjuPremium'), premiumLink)}
        </p>
      )}
    </Panel>
  );
}
