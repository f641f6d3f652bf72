// The partner preferences a new member starts with (docs/product-rules.md#partner-preferences): guessed from their
// own profile, every item marked guessed until the member saves or confirms them.
import { MINIMUM_AGE } from '../constants';
import { EDUCATION_BANDS, educationBandRank, educationLevelsFromBand } from '../options/education';
import { heightInCm } from '../options/heights';
import { ANNUAL_INCOMES } from '../options/income';
import { OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY } from '../options/religions';
import { STATE_NAMES } from '../options/locations';
import {
  PREFERENCE_ITEMS,
  PREFERENCE_MAX_AGE,
  PREFERENCE_MAX_HEIGHT_CM,
  PREFERENCE_MIN_HEIGHT_CM,
  partnerPreferencesSchema,
  type PartnerPreferences
} from './preferences';

/** How many years either side of the member's own age the first preferences span. */
export const DEFAULT_AGE_SPAN = 5;
/** How many centimetres above (for a bride) or below (for a groom) the member's own height the first range spans. */
export const DEFAULT_HEIGHT_SPAN_CM = 30;

/** What the first preferences are guessed from. */
export interface DefaultPreferenceFacts {
  age: number;
  gender: string;
  religion: string;
  motherTongue: string;
  height: string;
  maritalStatus: string;
  state: string;
  education: string;
  annualIncome: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const clampAge = (age: number) => clamp(age, MINIMUM_AGE, PREFERENCE_MAX_AGE);
const clampCm = (cm: number) => clamp(cm, PREFERENCE_MIN_HEIGHT_CM, PREFERENCE_MAX_HEIGHT_CM);

function heightRange(cm: number | undefined, lookingForGroom: boolean) {
  if (cm === undefined) return { min: PREFERENCE_MIN_HEIGHT_CM, max: PREFERENCE_MAX_HEIGHT_CM };
  return lookingForGroom
    ? { min: clampCm(cm), max: clampCm(cm + DEFAULT_HEIGHT_SPAN_CM) }
    : { min: clampCm(cm - DEFAULT_HEIGHT_SPAN_CM), max: clampCm(cm) };
}

/** A bachelor's degree or higher for a member with a master's: one band below their own, upwards; none below a diploma. */
function educationGuess(education: string): string[] {
  const lowest = educationBandRank(education) - 1;
  return lowest >= EDUCATION_BANDS.indexOf('diploma')
    ? educationLevelsFromBand(EDUCATION_BANDS[lowest]!)
    : [];
}

/** One income band below a bride's own, two below a groom's; none when that is the lowest band (everyone meets it). */
function incomeGuess(annualIncome: string, lookingForGroom: boolean): string | null {
  const rank = (ANNUAL_INCOMES as readonly string[]).indexOf(annualIncome);
  const floor = rank - (lookingForGroom ? 1 : 2);
  return rank < 0 || floor < 1 ? null : ANNUAL_INCOMES[floor]!;
}

/**
 * The preferences a new member starts with, every item guessed and none "must" (nobody is hidden by a guess): an
 * age range around their own (grooms a little older for brides, brides a little younger for grooms), a height range
 * from their own (taller for brides, shorter for grooms), "never married" for the never married, the same
 * religion, mother tongue and state, one education band below their own or higher, and an income floor below their own.
 */
export function defaultPreferencesFor(profile: DefaultPreferenceFacts): PartnerPreferences {
  const lookingForGroom = profile.gender === 'female';
  const age = lookingForGroom
    ? { min: clampAge(profile.age - 1), max: clampAge(profile.age + DEFAULT_AGE_SPAN) }
    : { min: clampAge(profile.age - DEFAULT_AGE_SPAN), max: clampAge(profile.age + 1) };
  const knownReligion = profile.religion !== PREFER_NOT_TO_SAY && profile.religion !== OTHERS_NOT_LISTED;
  const knownState = (STATE_NAMES as readonly string[]).includes(profile.state);
  const guess = { must: false, guessed: true };
  return partnerPreferencesSchema.parse({
    age: { ...age, ...guess },
    height: { ...heightRange(heightInCm(profile.height), lookingForGroom), ...guess },
    maritalStatuses: { values: profile.maritalStatus === 'never_married' ? ['never_married'] : [], ...guess },
    religions: { values: knownReligion ? [profile.religion] : [], ...guess },
    castes: { values: [], ...guess },
    motherTongues: { values: [profile.motherTongue], ...guess },
    states: { values: knownState ? [profile.state] : [], ...guess },
    educationLevels: { values: educationGuess(profile.education), ...guess },
    occupations: { values: [], ...guess },
    minIncome: { value: incomeGuess(profile.annualIncome, lookingForGroom), ...guess },
    dosham: { values: [], ...guess },
    withPhotoOnly: { value: false, ...guess },
    horoscope: { value: false, ...guess }
  });
}

/** Whether any item is still a guess the member has not confirmed (the dashboard asks them to). */
export function hasGuessedPreferences(prefs: PartnerPreferences): boolean {
  return PREFERENCE_ITEMS.some((item) => prefs[item].guessed);
}

/** The same preferences, every item confirmed: what saving the form or "Confirm" stores. */
export function confirmedPreferences(prefs: PartnerPreferences): PartnerPreferences {
  const confirmed = { ...prefs };
  for (const item of PREFERENCE_ITEMS)
    (confirmed as Record<string, unknown>)[item] = { ...prefs[item], guessed: false };
  return confirmed;
}

/**
 * Preferences stored before items carried the guessed flag: those the member never saved (`savedByMember` false)
 * were registration's guesses, so every item reads as guessed; those they saved read as confirmed.
 */
export function withGuessedFlags(prefs: PartnerPreferences, savedByMember: boolean): PartnerPreferences {
  return savedByMember ? confirmedPreferences(prefs) : markedGuessed(prefs);
}

function markedGuessed(prefs: PartnerPreferences): PartnerPreferences {
  const guessed = { ...prefs };
  for (const item of PREFERENCE_ITEMS)
    (guessed as Record<string, unknown>)[item] = { ...prefs[item], guessed: true };
  return guessed;
}
