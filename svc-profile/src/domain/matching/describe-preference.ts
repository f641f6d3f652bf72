import {
  EDUCATION_BAND_LABELS,
  EDUCATION_BANDS,
  MARITAL_STATUS_LABELS,
  PREFERENCE_LABELS,
  educationLevelsFromBand,
  heightInCm,
  type HoroscopeTradition,
  type MaritalStatus,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';
import { GUNA_FILTER_MIN, gunaTotalOf } from './horoscope-fit';
import { incomeRank, lowestEducationBand, outsideRange, type MatchFacts } from './item-credit';
import { type FitItem } from './match-score';

const MAX_LISTED = 4;

function listed(values: readonly string[]): string {
  if (values.length <= MAX_LISTED) return values.join(', ');
  return `${values.slice(0, MAX_LISTED).join(', ')} and ${values.length - MAX_LISTED} more`;
}

/** "Bachelor’s degree or higher" when the levels are exactly a band and those above it. */
function educationWanted(values: readonly string[]): string {
  const lowest = lowestEducationBand(values);
  if (lowest >= 0) {
    const band = EDUCATION_BANDS[lowest]!;
    const fromBand = educationLevelsFromBand(band);
    if (fromBand.length === values.length && fromBand.every((level) => values.includes(level)))
      return `${EDUCATION_BAND_LABELS[band]} or higher`;
  }
  return listed(values);
}

function horoscopeWanted(prefs: PartnerPreferences, tradition: HoroscopeTradition): string {
  const rule = tradition === 'south' ? 'Rajju and Vedha pass' : `Guna Milan ${GUNA_FILTER_MIN} of 36 or more`;
  return prefs.horoscope.must ? `Must match (${rule})` : `Matters (${rule})`;
}

/** A preference in words for the profile page: "25-30 years", "Hindu, Jain", "₹5-10 Lakhs or more". */
export function describePreference(
  prefs: PartnerPreferences,
  item: PreferenceItem,
  tradition: HoroscopeTradition = 'north'
): { label: string; wanted: string } {
  const label = PREFERENCE_LABELS[item];
  switch (item) {
    case 'age':
      return { label, wanted: `${prefs.age.min}-${prefs.age.max} years` };
    case 'height':
      return { label, wanted: `${prefs.height.min}-${prefs.height.max} cm` };
    case 'minIncome':
      return { label, wanted: `${prefs.minIncome.value} or more` };
    case 'withPhotoOnly':
      return { label, wanted: 'Has a photo' };
    case 'horoscope':
      return { label, wanted: horoscopeWanted(prefs, tradition) };
    case 'educationLevels':
      return { label, wanted: educationWanted(prefs.educationLevels.values) };
    case 'maritalStatuses':
      return {
        label,
        wanted: listed(
          prefs.maritalStatuses.values.map((value) => MARITAL_STATUS_LABELS[value as MaritalStatus])
        )
      };
    default:
      return { label, wanted: listed(prefs[item].values) };
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const side = (outside: number) => (outside > 0 ? 'above' : 'below');

/**
 * How a near miss (an item partly met) falls short, in words: "2 years above the age range", "One income band
 * below". Null for an item met or missed outright. The horoscope's names only the Guna Milan total, which every
 * member sees on the profile page.
 */
export function describeNearMiss(
  prefs: PartnerPreferences,
  fit: FitItem,
  facts: MatchFacts,
  horoscopePair: number
): string | null {
  if (fit.credit <= 0 || fit.credit >= 1) return null;
  switch (fit.item) {
    case 'age': {
      const outside = outsideRange(facts.age, prefs.age.min, prefs.age.max);
      return `${plural(Math.abs(outside), 'year')} ${side(outside)} the age range`;
    }
    case 'height': {
      const outside = outsideRange(heightInCm(facts.height) ?? 0, prefs.height.min, prefs.height.max);
      return `${Math.abs(outside)} cm ${side(outside)} the height range`;
    }
    case 'minIncome':
      return incomeRank(facts.annualIncome) >= 0 ? 'One income band below' : null;
    case 'educationLevels':
      return 'One education band below';
    case 'states':
      return 'Another state in the same region';
    case 'horoscope':
      return `Guna Milan ${gunaTotalOf(horoscopePair)} of 36, just under ${GUNA_FILTER_MIN}`;
    default:
      return null;
  }
}
