// Reading the landing page's quick search back (query string, wizard storage, createProfile's body) and applying it
// to the first partner preferences (docs/product-rules.md#partner-preferences). A value that does not read as valid
// is dropped, never an error: the visitor typed it into a URL at most.
import { z } from '../zod';
import { MINIMUM_AGE, PREFERENCE_MAX_AGE } from '../constants';
import { MOTHER_TONGUES } from '../options/mother-tongue-names';
import { RELIGIONS } from '../options/religion-names';
import { QUICK_SEARCH_SEEKING, type QuickSearchSeed } from '../quick-search-options';
import { type PartnerPreferences } from './preferences';

const dropped = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const age = dropped(z.coerce.number().int().min(MINIMUM_AGE).max(PREFERENCE_MAX_AGE));

/** The quick search's values; a wrong one is left out, and ages the wrong way round are both left out. */
export const quickSearchSeedSchema = z
  .object({
    lookingFor: dropped(z.enum(QUICK_SEARCH_SEEKING)),
    ageMin: age,
    ageMax: age,
    religion: dropped(z.enum(RELIGIONS)),
    motherTongue: dropped(z.enum(MOTHER_TONGUES))
  })
  .transform((seed): QuickSearchSeed => {
    const kept = Object.fromEntries(Object.entries(seed).filter(([, value]) => value !== undefined));
    if (seed.ageMin !== undefined && seed.ageMax !== undefined && seed.ageMin > seed.ageMax) {
      delete kept.ageMin;
      delete kept.ageMax;
    }
    return kept as QuickSearchSeed;
  });

/** Reads a seed from anything (a query string's object, stored JSON); never throws. */
export function readQuickSearchSeed(input: unknown): QuickSearchSeed {
  const result = quickSearchSeedSchema.safeParse(input ?? {});
  return result.success ? result.data : {};
}

/**
 * The first preferences with what the member asked for on the landing page: the age range, religion and mother
 * tongue they chose replace the guesses and are marked stated (not guessed); every other item stays as it was.
 */
export function withStatedPreferences(prefs: PartnerPreferences, seed: QuickSearchSeed): PartnerPreferences {
  const stated = { ...prefs };
  const { ageMin, ageMax, religion, motherTongue } = seed;
  if (ageMin !== undefined || ageMax !== undefined) {
    const min = ageMin ?? Math.min(prefs.age.min, ageMax!);
    const max = ageMax ?? Math.max(prefs.age.max, ageMin!);
    stated.age = { ...prefs.age, min, max, guessed: false };
  }
  if (religion) stated.religions = { ...prefs.religions, values: [religion], guessed: false };
  if (motherTongue) stated.motherTongues = { ...prefs.motherTongues, values: [motherTongue], guessed: false };
  return stated;
}
