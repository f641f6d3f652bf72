// A preference item and its near miss as data for the profile page (preferenceFitSchema); the page words them.
import {
  EDUCATION_BANDS,
  MARITAL_STATUS_LABELS,
  educationLevelsFromBand,
  heightInCm,
  type HoroscopeTradition,
  type MaritalStatus,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';
import { type NearMiss, type PreferenceWanted } from '@matrimony/contracts/http/profile/discovery';
import { GUNA_FILTER_MIN, gunaTotalOf } from './horoscope-fit';
import { incomeRank, lowestEducationBand, outsideRange, type MatchFacts } from './item-credit';
import { type FitItem } from './match-score';

/** The levels as "a band or higher" when they are exactly a band and those above it, else as the list. */
function educationWanted(values: readonly string[]): PreferenceWanted {
  const lowest = lowestEducationBand(values);
  if (lowest >= 0) {
    const band = EDUCATION_BANDS[lowest]!;
    const fromBand = educationLevelsFromBand(band);
    if (fromBand.length === values.length && fromBand.every((level) => values.includes(level)))
      return { kind: 'educationFrom', band };
  }
  return { kind: 'values', values: [...values] };
}

/** What one preference item asks for, as data: a range, the values, a band and up, the horoscope rule. */
export function preferenceWanted(
  prefs: PartnerPreferences,
  item: PreferenceItem,
  tradition: HoroscopeTradition = 'north'
): PreferenceWanted {
  switch (item) {
    case 'age':
      return { kind: 'range', min: prefs.age.min, max: prefs.age.max, unit: 'years' };
    case 'height':
      return { kind: 'range', min: prefs.height.min, max: prefs.height.max, unit: 'cm' };
    case 'minIncome':
      return { kind: 'incomeFrom', band: prefs.minIncome.value ?? '' };
    case 'withPhotoOnly':
      return { kind: 'photo' };
    case 'horoscope':
      return { kind: 'horoscope', must: prefs.horoscope.must, tradition, gunaMin: GUNA_FILTER_MIN };
    case 'educationLevels':
      return educationWanted(prefs.educationLevels.values);
    case 'maritalStatuses':
      return {
        kind: 'values',
        values: prefs.maritalStatuses.values.map((value) => MARITAL_STATUS_LABELS[value as MaritalStatus])
      };
    default:
      return { kind: 'values', values: [...prefs[item].values] };
  }
}

const outside = (by: number, unit: 'years' | 'cm'): NearMiss => ({
  kind: 'outsideRange',
  by: Math.abs(by),
  unit,
  direction: by > 0 ? 'above' : 'below'
});

/**
 * How a near miss (an item partly met) falls short; null for an item met or missed outright. The horoscope's names
 * only the Guna Milan total, which every member sees on the profile page.
 */
export function preferenceNearMiss(
  prefs: PartnerPreferences,
  fit: FitItem,
  facts: MatchFacts,
  horoscopePair: number
): NearMiss | null {
  if (fit.credit <= 0 || fit.credit >= 1) return null;
  switch (fit.item) {
    case 'age':
      return outside(outsideRange(facts.age, prefs.age.min, prefs.age.max), 'years');
    case 'height':
      return outside(outsideRange(heightInCm(facts.height) ?? 0, prefs.height.min, prefs.height.max), 'cm');
    case 'minIncome':
      return incomeRank(facts.annualIncome) >= 0 ? { kind: 'bandBelow' } : null;
    case 'educationLevels':
      return { kind: 'bandBelow' };
    case 'states':
      return { kind: 'sameRegion' };
    case 'horoscope':
      return { kind: 'gunaUnder', points: gunaTotalOf(horoscopePair), needed: GUNA_FILTER_MIN };
    default:
      return null;
  }
}
