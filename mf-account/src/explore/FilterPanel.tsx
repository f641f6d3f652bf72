import { useMemo } from 'react';
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
import { NativeSelect, type Choice } from '@matrimony/ui';
import { MultiSelect, RangeSelect } from '@matrimony/ui/discovery';
import { FILTER_LABELS, type ExploreFilters, type ListFilter } from './filters';

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

const plain = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const AGES: Choice[] = Array.from({ length: 70 - 18 + 1 }, (_, i) => ({
  value: String(18 + i),
  label: `${18 + i} yrs`
}));
const HEIGHTS: Choice[] = HEIGHT_OPTIONS.map((option) => ({ value: String(option.cm), label: option.label }));

/** Every explore filter; the same panel sits beside the results on laptops and in a drawer on phones. */
export function FilterPanel({
  filters,
  onChange
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const isPremium = useSelector(selectIsPremium);
  const castes = useMemo(() => {
    const religions = (filters.religion.length ? filters.religion : ['Hindu']) as Religion[];
    return plain([...new Set(religions.flatMap((religion) => castesForReligion(religion)))]);
  }, [filters.religion]);
  const districts = useMemo(
    () => plain(filters.state.flatMap((state) => districtsForState(state))),
    [filters.state]
  );
  const list = (key: ListFilter, options: Choice[], emptyLabel = 'Any') => (
    <MultiSelect
      id={`filter-${key}`}
      label={FILTER_LABELS[key]}
      options={options}
      value={filters[key]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
      emptyLabel={emptyLabel}
      searchPlaceholder={`Search ${FILTER_LABELS[key].toLowerCase()}`}
    />
  );
  return (
    <Panel>
      <RangeSelect
        id="filter-age"
        label={FILTER_LABELS.age}
        steps={AGES}
        value={{ min: filters.ageMin, max: filters.ageMax }}
        onChange={({ min, max }) => onChange({ ...filters, ageMin: min, ageMax: max })}
      />
      <RangeSelect
        id="filter-height"
        label={FILTER_LABELS.height}
        steps={HEIGHTS}
        value={{ min: filters.heightMin, max: filters.heightMax }}
        onChange={({ min, max }) => onChange({ ...filters, heightMin: min, heightMax: max })}
      />
      {list('religion', plain(RELIGIONS))}
      {list('caste', castes)}
      {list('motherTongue', plain(MOTHER_TONGUES))}
      {list('state', plain(STATE_NAMES))}
      {filters.state.length ? list('district', districts) : null}
      {list(
        'maritalStatus',
        MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }))
      )}
      {list('education', plain(EDUCATION_LEVELS))}
      {list('occupation', plain(OCCUPATIONS))}
      <Row>
        {FILTER_LABELS.minIncome}
        <NativeSelect
          value={filters.minIncome ?? ''}
          onChange={(event) => onChange({ ...filters, minIncome: event.target.value || undefined })}
        >
          <option value="">Any income</option>
          {ANNUAL_INCOMES.map((income) => (
            <option key={income} value={income}>
              {income} or more
            </option>
          ))}
        </NativeSelect>
      </Row>
      {list('rasi', plain(RASIS))}
      {list('star', plain(STARS))}
      {list('dosham', DOSHAM_CHOICES)}
      <Check>
        <input
          type="checkbox"
          checked={filters.withPhoto}
          onChange={(event) => onChange({ ...filters, withPhoto: event.target.checked })}
        />
        Only profiles with a photo
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={filters.verifiedOnly}
          onChange={(event) => onChange({ ...filters, verifiedOnly: event.target.checked })}
        />
        Only ID-verified profiles
      </Check>
      {isPremium ? (
        <Check>
          <input
            type="checkbox"
            checked={filters.gunaAtLeast18}
            onChange={(event) => onChange({ ...filters, gunaAtLeast18: event.target.checked })}
          />
          Guna score at least 18 (horoscope match)
        </Check>
      ) : (
        <p style={{ margin: 0, fontSize: '0.875rem' }}>
          Filter by Guna score with <Link to="/subscription">Premium</Link>
        </p>
      )}
      {isPremium ? (
        <Check>
          <input
            type="checkbox"
            checked={filters.rajjuCompatible}
            onChange={(event) => onChange({ ...filters, rajjuCompatible: event.target.checked })}
          />
          Rajju compatible with me
        </Check>
      ) : (
        <p style={{ margin: 0, fontSize: '0.875rem' }}>
          Filter by Rajju with <Link to="/subscription">Premium</Link>
        </p>
      )}
    </Panel>
  );
}
