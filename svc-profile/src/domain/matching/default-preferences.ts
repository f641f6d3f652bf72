import { PREFERENCE_MAX_AGE, PREFERENCE_MAX_HEIGHT_CM, PREFERENCE_MIN_HEIGHT_CM, partnerPreferencesSchema, type PartnerPreferences } from '@matrimony/catalog';
import { MINIMUM_AGE } from '@matrimony/catalog/constants';
import { OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY } from '@matrimony/catalog';

/** How many years either side of the member's own age the first preferences span. */
export const DEFAULT_AGE_SPAN = 5;

const clampAge = (age: number) => Math.min(PREFERENCE_MAX_AGE, Math.max(MINIMUM_AGE, age));

/**
 * The preferences a new member starts with (decisions): an age range around their own (grooms a little
 * older for brides, brides a little younger for grooms), the same religion and mother tongue; nothing is
 * "must", so recommendations work from the first day and nobody is hidden by a guess.
 */
const sharedDefaults = new Map<string, PartnerPreferences>();
const SHARED_DEFAULTS_KEPT = 10_000;

/**
 * defaultPreferencesFor, one frozen object per (gender, age, religion, mother tongue): scoring a window
 * of candidates without stored preferences validated the same defaults hundreds of times a search.
 */
export function sharedDefaultPreferencesFor(profile: { age: number; gender: string; religion: string; motherTongue: string }): PartnerPreferences {
  const key = `${profile.gender}|${profile.age}|${profile.religion}|${profile.motherTongue}`;
  let prefs = sharedDefaults.get(key);
  if (!prefs) {
    if (sharedDefaults.size >= SHARED_DEFAULTS_KEPT) sharedDefaults.clear();
    prefs = deepFreeze(defaultPreferencesFor(profile));
    sharedDefaults.set(key, prefs);
  }
  return prefs;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function defaultPreferencesFor(profile: { age: number; gender: string; religion: string; motherTongue: string }): PartnerPreferences {
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
