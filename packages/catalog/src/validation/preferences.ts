// Partner preferences (docs/product-rules.md#partner-preferences): one schema for the form, the API and the store.
// Every item may be marked "must": a hard filter for recommendations, a heavier weight in the match score.
import { z } from '../zod';
import { MINIMUM_AGE } from '../constants';
import { ANNUAL_INCOMES } from '../options/income';
import { DOSHAM_OPTIONS } from '../options/horoscope';
import { EDUCATION_LEVELS } from '../options/education';
import { HEIGHT_OPTIONS } from '../options/heights';
import { MOTHER_TONGUES } from '../options/languages';
import { STATE_NAMES } from '../options/locations';
import { MARITAL_STATUSES } from '../options/person';
import { OCCUPATIONS } from '../options/occupations';
import { OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY, RELIGIONS } from '../options/religions';

export const PREFERENCE_MAX_AGE = 70;
export const PREFERENCE_MIN_HEIGHT_CM = HEIGHT_OPTIONS[0]!.cm;
export const PREFERENCE_MAX_HEIGHT_CM = HEIGHT_OPTIONS[HEIGHT_OPTIONS.length - 1]!.cm;

const must = z.boolean().default(false);
const listOf = <T extends z.ZodType<string>>(item: T, max = 60) =>
  z.object({ values: z.array(item).max(max).default([]), must });

const ageRange = z
  .object({
    min: z.number().int().min(MINIMUM_AGE).max(PREFERENCE_MAX_AGE),
    max: z.number().int().min(MINIMUM_AGE).max(PREFERENCE_MAX_AGE),
    must
  })
  .refine((range) => range.min <= range.max, {
    message: 'The lowest age must not be above the highest',
    path: ['max']
  });
const heightRange = z
  .object({
    min: z.number().int().min(PREFERENCE_MIN_HEIGHT_CM).max(PREFERENCE_MAX_HEIGHT_CM),
    max: z.number().int().min(PREFERENCE_MIN_HEIGHT_CM).max(PREFERENCE_MAX_HEIGHT_CM),
    must
  })
  .refine((range) => range.min <= range.max, {
    message: 'The lowest height must not be above the highest',
    path: ['max']
  });

/** An empty list, or a range left at its widest, means "no preference": neutral in the score. */
export const partnerPreferencesSchema = z.object({
  age: ageRange,
  height: heightRange,
  maritalStatuses: listOf(z.enum(MARITAL_STATUSES)),
  religions: listOf(z.enum(RELIGIONS)),
  castes: listOf(z.string().min(1).max(80), 100),
  motherTongues: listOf(z.enum(MOTHER_TONGUES)),
  states: listOf(z.enum(STATE_NAMES)),
  educationLevels: listOf(z.enum(EDUCATION_LEVELS)),
  occupations: listOf(z.enum(OCCUPATIONS), 120),
  minIncome: z.object({ value: z.enum(ANNUAL_INCOMES).nullable().default(null), must }),
  dosham: listOf(z.enum(DOSHAM_OPTIONS)),
  withPhotoOnly: z.object({ value: z.boolean().default(false), must })
});

export type PartnerPreferences = z.infer<typeof partnerPreferencesSchema>;
export type PartnerPreferencesInput = z.input<typeof partnerPreferencesSchema>;

/** The preference items in the order the form and the score explanation list them. */
export const PREFERENCE_ITEMS = [
  'age',
  'height',
  'maritalStatuses',
  'religions',
  'castes',
  'motherTongues',
  'states',
  'educationLevels',
  'occupations',
  'minIncome',
  'dosham',
  'withPhotoOnly'
] as const satisfies readonly (keyof PartnerPreferences)[];
export type PreferenceItem = (typeof PREFERENCE_ITEMS)[number];

export const PREFERENCE_LABELS: Readonly<Record<PreferenceItem, string>> = {
  age: 'Age',
  height: 'Height',
  maritalStatuses: 'Marital status',
  religions: 'Religion',
  castes: 'Caste',
  motherTongues: 'Mother tongue',
  states: 'State',
  educationLevels: 'Education',
  occupations: 'Occupation',
  minIncome: 'Minimum income',
  dosham: 'Dosham',
  withPhotoOnly: 'With photo'
};

/** How many years either side of the member's own age the first preferences span. */
export const DEFAULT_AGE_SPAN = 5;

const clampAge = (age: number) => Math.min(PREFERENCE_MAX_AGE, Math.max(MINIMUM_AGE, age));

/**
 * The preferences a new member starts with: an age range around their own (grooms a little
 * older for brides, brides a little younger for grooms), the same religion and mother tongue; nothing is
 * "must", so recommendations work from the first day and nobody is hidden by a guess.
 */
export function defaultPreferencesFor(profile: {
  age: number;
  gender: string;
  religion: string;
  motherTongue: string;
}): PartnerPreferences {
  const lookingForGroom = profile.gender === 'female';
  const age = lookingForGroom
    ? { min: clampAge(profile.age - 1), max: clampAge(profile.age + DEFAULT_AGE_SPAN) }
    : { min: clampAge(profile.age - DEFAULT_AGE_SPAN), max: clampAge(profile.age + 1) };
  const knownReligion = profile.religion !== PREFER_NOT_TO_SAY && profile.religion !== OTHERS_NOT_LISTED;
  return partnerPreferencesSchema.parse({
    age: { ...age, must: false },
    height: { min: PREFERENCE_MIN_HEIGHT_CM, max: PREFERENCE_MAX_HEIGHT_CM, must: false },
    religions: { values: knownReligion ? [profile.religion] : [], must: false },
    motherTongues: { values: [profile.motherTongue], must: false },
    minIncome: { value: null, must: false },
    withPhotoOnly: { value: false, must: false },
    maritalStatuses: {},
    castes: {},
    states: {},
    educationLevels: {},
    occupations: {},
    dosham: {}
  });
}
