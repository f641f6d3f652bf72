// The landing page's quick search ("a bride aged 25 to 30, Hindu, Tamil"), carried to the sign-up wizard in the
// query string and from there into the first partner preferences (docs/product-rules.md#partner-preferences).
// Kept free of zod and the heavy option lists: the landing page loads it early. The schema that reads the values
// back is validation/quick-search.ts.
import { MINIMUM_AGE, PREFERENCE_MAX_AGE } from './constants';
import { MOTHER_TONGUES } from './options/mother-tongue-names';
import { RELIGIONS } from './options/religion-names';

export { MINIMUM_AGE, PREFERENCE_MAX_AGE, MOTHER_TONGUES, RELIGIONS };

/** Whom the visitor looks for, in the words of the query string; the profile's lookingFor holds the gender. */
export const QUICK_SEARCH_SEEKING = ['bride', 'groom'] as const;
export type QuickSearchSeeking = (typeof QUICK_SEARCH_SEEKING)[number];
export const QUICK_SEARCH_SEEKING_LABELS: Readonly<Record<QuickSearchSeeking, string>> = {
  bride: 'Bride',
  groom: 'Groom'
};
/** The profile's lookingFor (a gender) for each. */
export const QUICK_SEARCH_SEEKING_GENDER: Readonly<Record<QuickSearchSeeking, 'male' | 'female'>> = {
  bride: 'female',
  groom: 'male'
};

/** The query-string names the landing form sends and the wizard reads. */
export const QUICK_SEARCH_PARAMS = ['lookingFor', 'ageMin', 'ageMax', 'religion', 'motherTongue'] as const;

/** The ages the form starts with before the visitor picks their own. */
export const QUICK_SEARCH_DEFAULT_AGES = { min: 25, max: 30 } as const;

/** What a visitor asked for; every value optional (one that did not read as valid is left out). */
export interface QuickSearchSeed {
  lookingFor?: QuickSearchSeeking;
  ageMin?: number;
  ageMax?: number;
  religion?: (typeof RELIGIONS)[number];
  motherTongue?: (typeof MOTHER_TONGUES)[number];
}

/** Every age the form offers, youngest first. */
export function quickSearchAges(): number[] {
  return Array.from({ length: PREFERENCE_MAX_AGE - MINIMUM_AGE + 1 }, (_, index) => MINIMUM_AGE + index);
}

function ageWords(seed: QuickSearchSeed): string | null {
  const { ageMin, ageMax } = seed;
  if (ageMin !== undefined && ageMax !== undefined)
    return ageMin === ageMax ? `aged ${ageMin}` : `aged ${ageMin}-${ageMax}`;
  if (ageMin !== undefined) return `aged ${ageMin} or more`;
  if (ageMax !== undefined) return `aged up to ${ageMax}`;
  return null;
}

/**
 * The line the wizard's first step shows ("We'll look for a bride aged 25-30, Hindu, Tamil: you can change this
 * later"), or null when the seed holds nothing a preference is made of.
 */
export function quickSearchSummary(seed: QuickSearchSeed): string | null {
  const ages = ageWords(seed);
  const facts = [seed.religion, seed.motherTongue].filter((fact) => fact !== undefined);
  if (!ages && facts.length === 0) return null;
  const whom = seed.lookingFor ?? 'partner';
  const described = [`${whom}${ages ? ` ${ages}` : ''}`, ...facts].join(', ');
  return `We'll look for a ${described}: you can change this later.`;
}

const ageOf = (value: unknown): number | undefined => {
  const age = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof age === 'number' && Number.isInteger(age) && age >= MINIMUM_AGE && age <= PREFERENCE_MAX_AGE
    ? age
    : undefined;
};
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * The seed in a query string's or stored object, checked by hand for the pages that load before zod (the sign-up
 * wizard's first step); the same verdicts as quickSearchSeedSchema, which the service reads it with.
 */
export function quickSearchSeedOf(input: unknown): QuickSearchSeed {
  if (typeof input !== 'object' || input === null) return {};
  const raw = input as Record<string, unknown>;
  const seed: QuickSearchSeed = {};
  const lookingFor = oneOf(QUICK_SEARCH_SEEKING, raw.lookingFor);
  if (lookingFor) seed.lookingFor = lookingFor;
  const ageMin = ageOf(raw.ageMin);
  const ageMax = ageOf(raw.ageMax);
  if (ageMin === undefined || ageMax === undefined || ageMin <= ageMax) {
    if (ageMin !== undefined) seed.ageMin = ageMin;
    if (ageMax !== undefined) seed.ageMax = ageMax;
  }
  const religion = oneOf(RELIGIONS, raw.religion);
  if (religion) seed.religion = religion;
  const motherTongue = oneOf(MOTHER_TONGUES, raw.motherTongue);
  if (motherTongue) seed.motherTongue = motherTongue;
  return seed;
}

/** Whether the seed holds anything at all. */
export const hasQuickSearch = (seed: QuickSearchSeed) => Object.keys(seed).length > 0;
