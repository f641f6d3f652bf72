// Partner preferences (docs/product-rules.md#partner-preferences): one schema for the form, the API and the store.
// Every item may be marked "must": a hard filter for recommendations, a heavier weight in the match score. An item
// is "guessed" while it is what registration filled in and the member has not confirmed it (it weighs less).
import { z } from '../zod';
import { MINIMUM_AGE, PREFERENCE_MAX_AGE } from '../constants';
import { ANNUAL_INCOMES } from '../options/income';
import { DOSHAM_OPTIONS } from '../options/horoscope';
import { EDUCATION_LEVELS } from '../options/education';
import { HEIGHT_OPTIONS } from '../options/heights';
import { MOTHER_TONGUES } from '../options/languages';
import { STATE_NAMES } from '../options/locations';
import { MARITAL_STATUSES } from '../options/person';
import { OCCUPATIONS } from '../options/occupations';
import { RELIGIONS } from '../options/religions';

export { PREFERENCE_MAX_AGE } from '../constants';
export const PREFERENCE_MIN_HEIGHT_CM = HEIGHT_OPTIONS[0]!.cm;
export const PREFERENCE_MAX_HEIGHT_CM = HEIGHT_OPTIONS[HEIGHT_OPTIONS.length - 1]!.cm;

const must = z.boolean().default(false);
const guessed = z.boolean().default(false);
const listOf = <T extends z.ZodType<string>>(item: T, max = 60) =>
  z.object({ values: z.array(item).max(max).default([]), must, guessed });

const ageRange = z
  .object({
    min: z.number().int().min(MINIMUM_AGE).max(PREFERENCE_MAX_AGE),
    max: z.number().int().min(MINIMUM_AGE).max(PREFERENCE_MAX_AGE),
    must,
    guessed
  })
  .refine((range) => range.min <= range.max, {
    message: 'The lowest age must not be above the highest',
    path: ['max']
  });
const heightRange = z
  .object({
    min: z.number().int().min(PREFERENCE_MIN_HEIGHT_CM).max(PREFERENCE_MAX_HEIGHT_CM),
    max: z.number().int().min(PREFERENCE_MIN_HEIGHT_CM).max(PREFERENCE_MAX_HEIGHT_CM),
    must,
    guessed
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
  minIncome: z.object({ value: z.enum(ANNUAL_INCOMES).nullable().default(null), must, guessed }),
  dosham: listOf(z.enum(DOSHAM_OPTIONS)),
  withPhotoOnly: z.object({ value: z.boolean().default(false), must, guessed }),
  /**
   * The horoscope match: `value` "it matters" (weighs in the score), with `must` "it must match" (Guna Milan at
   * least 18 of 36, or Rajju and Vedha passing for the South tradition). Absent from preferences saved before it.
   */
  horoscope: z
    .object({ value: z.boolean().default(false), must, guessed })
    .default({ value: false, must: false, guessed: false })
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
  'withPhotoOnly',
  'horoscope'
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
  withPhotoOnly: 'With photo',
  horoscope: 'Horoscope'
};
