// How far a member meets one partner-preference item, from 0 (missed) to 1 (met), with partial credit for near
// misses (docs/product-rules.md#match-score). Called for every item of hundreds of candidates a request: no
// arrays, no objects.
import {
  ANNUAL_INCOMES,
  educationBandRank,
  heightInCm,
  stateRegionIndex,
  type HoroscopeTradition,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';
import { horoscopeCredit } from './horoscope-fit';

/** What the score reads of a member's profile. */
export interface MatchFacts {
  gender: string;
  age: number;
  height: string;
  maritalStatus: string;
  religion: string;
  caste: string;
  motherTongue: string;
  state: string;
  education: string;
  occupation: string;
  annualIncome: string;
  dosham: string;
  hasPhoto: boolean;
  rasi: string;
  star: string;
  starPada: number | null;
  horoscopeTradition: HoroscopeTradition;
}

/** Years outside the age range at which the item earns nothing (one year outside still earns 0.81). */
export const AGE_YEARS_TO_NOTHING = 10;
/** Centimetres outside the height range at which the item earns nothing (one 5 cm step earns 0.56). */
export const HEIGHT_CM_TO_NOTHING = 20;
/** One income band under the minimum asked for. */
export const INCOME_ONE_BAND_BELOW_CREDIT = 0.5;
/** A level one education band under the lowest band asked for. */
export const EDUCATION_ONE_BAND_BELOW_CREDIT = 0.5;
/** Another state of the same region as a state asked for. */
export const SAME_REGION_CREDIT = 0.4;

/** Smooth decay from 1 (on the edge) to 0 (`toNothing` outside). */
export const nearMissCredit = (outside: number, toNothing: number): number =>
  outside >= toNothing ? 0 : (1 - outside / toNothing) ** 2;

/** How far `value` lies outside [min, max]: negative below, positive above, 0 inside. */
export function outsideRange(value: number, min: number, max: number): number {
  return value < min ? value - min : value > max ? value - max : 0;
}

/** 0 for the lowest income band upwards; -1 for text that is not a band. */
export function incomeRank(band: string): number {
  return (ANNUAL_INCOMES as readonly string[]).indexOf(band);
}

/** The lowest education band among `levels` (-1 when none has a band). */
export function lowestEducationBand(levels: readonly string[]): number {
  let lowest = -1;
  for (const level of levels) {
    const rank = educationBandRank(level);
    if (rank >= 0 && (lowest < 0 || rank < lowest)) lowest = rank;
  }
  return lowest;
}

/** Whether `state` lies in the region of one of `states` (and is not one of them). */
export function inRegionOf(states: readonly string[], state: string): boolean {
  const region = stateRegionIndex(state);
  if (region < 0) return false;
  for (const wanted of states) if (stateRegionIndex(wanted) === region) return true;
  return false;
}

const listCredit = (values: readonly string[], value: string) => (values.includes(value) ? 1 : 0);

/**
 * How far `facts` meet one set item of `prefs`, 0..1. `horoscopePair` is the pair's horoscopePairCode (only read for
 * the horoscope item, which is left out of the score when the pair has none) and `tradition` the preference owner's.
 */
export function itemCredit(
  prefs: PartnerPreferences,
  item: PreferenceItem,
  facts: MatchFacts,
  horoscopePair: number,
  tradition: HoroscopeTradition
): number {
  switch (item) {
    case 'age':
      return nearMissCredit(
        Math.abs(outsideRange(facts.age, prefs.age.min, prefs.age.max)),
        AGE_YEARS_TO_NOTHING
      );
    case 'height': {
      const cm = heightInCm(facts.height);
      if (cm === undefined) return 0;
      return nearMissCredit(
        Math.abs(outsideRange(cm, prefs.height.min, prefs.height.max)),
        HEIGHT_CM_TO_NOTHING
      );
    }
    case 'maritalStatuses':
      return listCredit(prefs.maritalStatuses.values, facts.maritalStatus);
    case 'religions':
      return listCredit(prefs.religions.values, facts.religion);
    case 'castes':
      return listCredit(prefs.castes.values, facts.caste);
    case 'motherTongues':
      return listCredit(prefs.motherTongues.values, facts.motherTongue);
    case 'states':
      if (listCredit(prefs.states.values, facts.state) === 1) return 1;
      return inRegionOf(prefs.states.values, facts.state) ? SAME_REGION_CREDIT : 0;
    case 'educationLevels': {
      if (listCredit(prefs.educationLevels.values, facts.education) === 1) return 1;
      const rank = educationBandRank(facts.education);
      return rank >= 0 && rank === lowestEducationBand(prefs.educationLevels.values) - 1
        ? EDUCATION_ONE_BAND_BELOW_CREDIT
        : 0;
    }
    case 'occupations':
      return listCredit(prefs.occupations.values, facts.occupation);
    case 'minIncome': {
      const rank = incomeRank(facts.annualIncome);
      const wanted = incomeRank(prefs.minIncome.value ?? ANNUAL_INCOMES[0]);
      if (rank >= wanted) return 1;
      return rank >= 0 && rank === wanted - 1 ? INCOME_ONE_BAND_BELOW_CREDIT : 0;
    }
    case 'dosham':
      return listCredit(prefs.dosham.values, facts.dosham);
    case 'withPhotoOnly':
      return facts.hasPhoto ? 1 : 0;
    case 'horoscope':
      return horoscopeCredit(horoscopePair, tradition);
  }
}
