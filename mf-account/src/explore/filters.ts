// Explore's filters live in the URL (shareable; Back returns to the same results): the one place that
// turns the query string into the search request and into the chips shown above the results.
import type { SearchQuery } from '@matrimony/contracts/http/profile/discovery';
import { exploreText } from './messages';

export const LIST_FILTERS = [
  'religion',
  'caste',
  'motherTongue',
  'state',
  'district',
  'maritalStatus',
  'education',
  'occupation',
  'rasi',
  'star',
  'dosham'
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const NUMBER_FILTERS = ['ageMin', 'ageMax', 'heightMin', 'heightMax'] as const;
export type NumberFilter = (typeof NUMBER_FILTERS)[number];
export const SORTS = [
  { value: 'match', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'active', label: 'Recently active' }
] as const;
export type Sort = (typeof SORTS)[number]['value'];

/** A sort's name in the active language. */
export function sortLabel(sort: Sort): string {
  return exploreText(`explore.sort.${sort}`);
}

export const FILTER_LABELS: Record<
  | ListFilter
  | 'age'
  | 'height'
  | 'minIncome'
  | 'withPhoto'
  | 'verifiedOnly'
  | 'gunaAtLeast18'
  | 'rajjuCompatible'
  | 'memberNumber',
  string
> = {
  religion: 'Religion',
  caste: 'Caste',
  motherTongue: 'Mother tongue',
  state: 'State',
  district: 'District',
  maritalStatus: 'Marital status',
  education: 'Education',
  occupation: 'Occupation',
  rasi: 'Rasi',
  star: 'Star',
  dosham: 'Dosham',
  age: 'Age',
  height: 'Height',
  minIncome: 'Income at least',
  withPhoto: 'With photo',
  verifiedOnly: 'ID verified',
  gunaAtLeast18: 'Guna 18+',
  rajjuCompatible: 'Rajju compatible',
  memberNumber: 'Member number'
};

export type FilterKey = keyof typeof FILTER_LABELS;

/** A filter's name in the active language (FILTER_LABELS is the English). */
export function filterLabel(key: FilterKey): string {
  return exploreText(`explore.filter.${key}`);
}

/** What the explore page holds: every filter, the sort, nothing about paging. */
export type ExploreFilters = { [K in ListFilter]: string[] } & { [K in NumberFilter]?: number } & {
  minIncome?: string;
  withPhoto: boolean;
  verifiedOnly: boolean;
  gunaAtLeast18: boolean;
  rajjuCompatible: boolean;
  memberNumber?: string;
  sort: Sort;
};

export function filtersFromSearch(search: URLSearchParams): ExploreFilters {
  const filters = {
    withPhoto: search.get('withPhoto') === 'true',
    verifiedOnly: search.get('verifiedOnly') === 'true',
    gunaAtLeast18: search.get('gunaAtLeast18') === 'true',
    rajjuCompatible: search.get('rajjuCompatible') === 'true',
    sort: (SORTS.find((s) => s.value === search.get('sort'))?.value ?? 'match') as Sort
  } as ExploreFilters;
  for (const key of LIST_FILTERS) filters[key] = search.getAll(key).filter(Boolean);
  for (const key of NUMBER_FILTERS) {
    const value = Number(search.get(key));
    if (search.get(key) && Number.isFinite(value)) filters[key] = value;
  }
  const minIncome = search.get('minIncome');
  if (minIncome) filters.minIncome = minIncome;
  const memberNumber = search.get('memberNumber')?.trim();
  if (memberNumber) filters.memberNumber = memberNumber.toUpperCase();
  return filters;
}

export function searchFromFilters(filters: ExploreFilters): string {
  const search = new URLSearchParams();
  for (const key of LIST_FILTERS) for (const value of filters[key]) search.append(key, value);
  for (const key of NUMBER_FILTERS) if (filters[key] !== undefined) search.set(key, String(filters[key]));
  if (filters.minIncome) search.set('minIncome', filters.minIncome);
  if (filters.withPhoto) search.set('withPhoto', 'true');
  if (filters.verifiedOnly) search.set('verifiedOnly', 'true');
  if (filters.gunaAtLeast18) search.set('gunaAtLeast18', 'true');
  if (filters.rajjuCompatible) search.set('rajjuCompatible', 'true');
  if (filters.memberNumber) search.set('memberNumber', filters.memberNumber);
  if (filters.sort !== 'match') search.set('sort', filters.sort);
  return search.toString();
}

/** Members per page of results (each further page is read with the cursor the last one gave). */
export const EXPLORE_PAGE_SIZE = 24;

/** The request for one page. */
export function searchQueryOf(
  filters: ExploreFilters,
  cursor: string | undefined,
  limit: number
): SearchQuery {
  const query = { sort: filters.sort, limit } as SearchQuery;
  for (const key of LIST_FILTERS)
    if (filters[key].length > 0) (query as Record<string, unknown>)[key] = filters[key];
  for (const key of NUMBER_FILTERS) if (filters[key] !== undefined) query[key] = filters[key];
  if (filters.minIncome) query.minIncome = filters.minIncome;
  if (filters.withPhoto) query.withPhoto = 'true';
  if (filters.verifiedOnly) query.verifiedOnly = 'true';
  if (filters.gunaAtLeast18) query.gunaAtLeast18 = 'true';
  if (filters.rajjuCompatible) query.rajjuCompatible = 'true';
  if (filters.memberNumber) query.memberNumber = filters.memberNumber;
  if (cursor) query.cursor = cursor;
  return query;
}

export type Chip = { key: string; label: string };

/**
 * One removable chip per active filter value; keys say what to remove (`religion=Hindu`, `age`). Labels are in the
 * active language; `text` words an option value (useCatalogText), English as it is by default.
 */
export function chipsOf(
  filters: ExploreFilters,
  text: (english: string) => string = (value) => value
): Chip[] {
  const chips: Chip[] = [];
  const any = () => exploreText('explore.chip.any');
  for (const key of LIST_FILTERS)
    for (const value of filters[key])
      chips.push({
        key: `${key}=${value}`,
        label: exploreText('explore.chip.value', { label: filterLabel(key), value: text(value) })
      });
  if (filters.ageMin !== undefined || filters.ageMax !== undefined)
    chips.push({
      key: 'age',
      label: exploreText('explore.chip.age', { min: filters.ageMin ?? any(), max: filters.ageMax ?? any() })
    });
  if (filters.heightMin !== undefined || filters.heightMax !== undefined)
    chips.push({
      key: 'height',
      label: exploreText('explore.chip.height', {
        min: filters.heightMin ?? any(),
        max: filters.heightMax ?? any()
      })
    });
  const labelled = (key: 'minIncome' | 'memberNumber', value: string) =>
    exploreText('explore.chip.labelled', { label: filterLabel(key), value });
  if (filters.minIncome)
    chips.push({ key: 'minIncome', label: labelled('minIncome', text(filters.minIncome)) });
  for (const key of ['withPhoto', 'verifiedOnly', 'gunaAtLeast18', 'rajjuCompatible'] as const)
    if (filters[key]) chips.push({ key, label: filterLabel(key) });
  if (filters.memberNumber)
    chips.push({ key: 'memberNumber', label: labelled('memberNumber', filters.memberNumber) });
  return chips;
}

export function withoutChip(filters: ExploreFilters, key: string): ExploreFilters {
  const next: ExploreFilters = { ...filters };
  const [name, value] = key.split('=') as [string, string | undefined];
  if ((LIST_FILTERS as readonly string[]).includes(name))
    next[name as ListFilter] = filters[name as ListFilter].filter((v) => v !== value);
  else if (name === 'age') Object.assign(next, { ageMin: undefined, ageMax: undefined });
  else if (name === 'height') Object.assign(next, { heightMin: undefined, heightMax: undefined });
  else if (name === 'withPhoto') next.withPhoto = false;
  else if (name === 'verifiedOnly') next.verifiedOnly = false;
  else if (name === 'gunaAtLeast18') next.gunaAtLeast18 = false;
  else if (name === 'rajjuCompatible') next.rajjuCompatible = false;
  else if (name === 'minIncome' || name === 'memberNumber') next[name] = undefined;
  return next;
}

export function emptyFilters(sort: Sort = 'match'): ExploreFilters {
  return filtersFromSearch(new URLSearchParams(sort === 'match' ? '' : `sort=${sort}`));
}

/** Which active filter to suggest widening when nothing matches: the narrowest-looking one first. */
export function filterToWiden(filters: ExploreFilters): string | undefined {
  const order: (keyof typeof FILTER_LABELS)[] = [
    'memberNumber',
    'district',
    'caste',
    'star',
    'rasi',
    'occupation',
    'education',
    'minIncome',
    'height',
    'age',
    'state',
    'motherTongue',
    'religion',
    'maritalStatus',
    'dosham',
    'gunaAtLeast18',
    'rajjuCompatible',
    'verifiedOnly',
    'withPhoto'
  ];
  return order.find((key) =>
    chipsOf(filters).some((chip) => chip.key === key || chip.key.startsWith(`${key}=`))
  );
}
