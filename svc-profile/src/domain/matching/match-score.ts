// The reciprocal match score (docs/product-rules.md#match-score): A→B is the weighted share of
// A's preferences that B meets, the score is the harmonic mean of A→B and B→A, 0-100, with its reasons.
import {
  ANNUAL_INCOMES,
  heightInCm,
  PREFERENCE_ITEMS,
  PREFERENCE_MAX_AGE,
  PREFERENCE_MAX_HEIGHT_CM,
  PREFERENCE_MIN_HEIGHT_CM,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';
import { MINIMUM_AGE } from '@matrimony/catalog/constants';

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
}

/** A "must" item weighs this many times a soft one. */
export const MUST_WEIGHT = 3;

/** A pair where either side fails one of the other's "must" preferences scores at most this. */
export const SCORE_CAP_WHEN_A_MUST_FAILS = 50;

/** Whether `item` of `prefs` is set at all; an unset item is neutral (counted neither way). */
export function isPreferenceSet(prefs: PartnerPreferences, item: PreferenceItem): boolean {
  switch (item) {
    case 'age':
      return prefs.age.min > MINIMUM_AGE || prefs.age.max < PREFERENCE_MAX_AGE;
    case 'height':
      return prefs.height.min > PREFERENCE_MIN_HEIGHT_CM || prefs.height.max < PREFERENCE_MAX_HEIGHT_CM;
    case 'minIncome':
      return prefs.minIncome.value !== null;
    case 'withPhotoOnly':
      return prefs.withPhotoOnly.value;
    default:
      return prefs[item].values.length > 0;
  }
}

export function isMust(prefs: PartnerPreferences, item: PreferenceItem): boolean {
  return prefs[item].must;
}

/** Whether a member with `facts` meets one (set) preference item. */
export function meetsPreference(prefs: PartnerPreferences, item: PreferenceItem, facts: MatchFacts): boolean {
  switch (item) {
    case 'age':
      return facts.age >= prefs.age.min && facts.age <= prefs.age.max;
    case 'height': {
      const cm = heightInCm(facts.height);
      return cm !== undefined && cm >= prefs.height.min && cm <= prefs.height.max;
    }
    case 'maritalStatuses':
      return prefs.maritalStatuses.values.includes(facts.maritalStatus as never);
    case 'religions':
      return prefs.religions.values.includes(facts.religion as never);
    case 'castes':
      return prefs.castes.values.includes(facts.caste);
    case 'motherTongues':
      return prefs.motherTongues.values.includes(facts.motherTongue as never);
    case 'states':
      return prefs.states.values.includes(facts.state as never);
    case 'educationLevels':
      return prefs.educationLevels.values.includes(facts.education as never);
    case 'occupations':
      return prefs.occupations.values.includes(facts.occupation as never);
    case 'minIncome':
      return incomeRank(facts.annualIncome) >= incomeRank(prefs.minIncome.value ?? ANNUAL_INCOMES[0]);
    case 'dosham':
      return prefs.dosham.values.includes(facts.dosham as never);
    case 'withPhotoOnly':
      return facts.hasPhoto;
  }
}

/** 0 for the lowest income band upwards; -1 for text that is not a band. */
export function incomeRank(band: string): number {
  return (ANNUAL_INCOMES as readonly string[]).indexOf(band);
}

export interface OneWayFit {
  /** 0..1; 1 when no preference is set (nothing to fail). */
  share: number;
  met: number;
  total: number;
  /** Per set item: met or not (the profile page ticks them). */
  items: { item: PreferenceItem; met: boolean; must: boolean }[];
  failedMust: number;
}

const weightOf = (must: boolean) => (must ? MUST_WEIGHT : 1);
const shareOf = (earned: number, possible: number) => (possible === 0 ? 1 : earned / possible);

/** How well `facts` fit `prefs`: the weighted share of the set preferences met. */
export function oneWayFit(prefs: PartnerPreferences, facts: MatchFacts): OneWayFit {
  const items = PREFERENCE_ITEMS.filter((item) => isPreferenceSet(prefs, item)).map((item) => ({
    item,
    met: meetsPreference(prefs, item, facts),
    must: isMust(prefs, item)
  }));
  const possible = items.reduce((sum, entry) => sum + weightOf(entry.must), 0);
  const earned = items.reduce((sum, entry) => sum + (entry.met ? weightOf(entry.must) : 0), 0);
  return {
    share: shareOf(earned, possible),
    met: items.filter((entry) => entry.met).length,
    total: items.length,
    items,
    failedMust: items.filter((entry) => entry.must && !entry.met).length
  };
}

/** oneWayFit's share and failed musts without the item list: ranking hundreds of candidates builds no arrays. */
function oneWayShare(prefs: PartnerPreferences, facts: MatchFacts): Pick<OneWayFit, 'share' | 'failedMust'> {
  let possible = 0;
  let earned = 0;
  let failedMust = 0;
  for (const item of PREFERENCE_ITEMS) {
    if (!isPreferenceSet(prefs, item)) continue;
    const must = isMust(prefs, item);
    possible += weightOf(must);
    if (meetsPreference(prefs, item, facts)) earned += weightOf(must);
    else if (must) failedMust += 1;
  }
  return { share: shareOf(earned, possible), failedMust };
}

/** The reciprocal score of two one-way fits: their harmonic mean, 0-100, capped when either fails a must. */
function reciprocalScore(
  a: Pick<OneWayFit, 'share' | 'failedMust'>,
  b: Pick<OneWayFit, 'share' | 'failedMust'>
): number {
  const harmonic = a.share + b.share === 0 ? 0 : (2 * a.share * b.share) / (a.share + b.share);
  const score = Math.round(harmonic * 100);
  return a.failedMust > 0 || b.failedMust > 0 ? Math.min(score, SCORE_CAP_WHEN_A_MUST_FAILS) : score;
}

export interface MatchScore {
  /** 0-100. */
  score: number;
  /** "You match 8 of her 9 preferences; she matches 7 of your 9". */
  explanation: string;
  /** How the viewer fits the other member's preferences, item by item. */
  viewerFitsThem: OneWayFit;
  /** How the other member fits the viewer's preferences. */
  theyFitViewer: OneWayFit;
}

const pronouns = (gender: string) =>
  gender === 'male' ? { possessive: 'his', subject: 'he' } : { possessive: 'her', subject: 'she' };

/** The reciprocal score of the viewer and another member, with the sentence that explains it. */
export function matchScore(
  viewer: { prefs: PartnerPreferences; facts: MatchFacts },
  other: { prefs: PartnerPreferences; facts: MatchFacts }
): MatchScore {
  const theyFitViewer = oneWayFit(viewer.prefs, other.facts);
  const viewerFitsThem = oneWayFit(other.prefs, viewer.facts);
  const { possessive, subject } = pronouns(other.facts.gender);
  const explanation =
    `You match ${viewerFitsThem.met} of ${possessive} ${viewerFitsThem.total} preferences; ` +
    `${subject} matches ${theyFitViewer.met} of your ${theyFitViewer.total}`;
  return {
    score: reciprocalScore(theyFitViewer, viewerFitsThem),
    explanation,
    viewerFitsThem,
    theyFitViewer
  };
}

/** matchScore(...).score alone, for ranking a window of candidates (the page then gets the full matchScore). */
export function matchScoreValue(
  viewer: { prefs: PartnerPreferences; facts: MatchFacts },
  other: { prefs: PartnerPreferences; facts: MatchFacts }
): number {
  return reciprocalScore(oneWayShare(viewer.prefs, other.facts), oneWayShare(other.prefs, viewer.facts));
}
