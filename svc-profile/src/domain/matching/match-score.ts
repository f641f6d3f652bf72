// The reciprocal match score (docs/product-rules.md#match-score): A→B is the weighted share of A's preferences that
// B meets, near misses earning part of an item; the score is the harmonic mean of A→B and B→A, 0-100, with its
// reasons.
import {
  PREFERENCE_ITEMS,
  PREFERENCE_MAX_AGE,
  PREFERENCE_MAX_HEIGHT_CM,
  PREFERENCE_MIN_HEIGHT_CM,
  type HoroscopeTradition,
  type PartnerPreferences,
  type PreferenceItem
} from '@matrimony/catalog';
import { MINIMUM_AGE } from '@matrimony/catalog/constants';
import { type RevealedReason } from '@matrimony/contracts/http/profile/discovery';
import { describeRevealed } from './describe-revealed';
import { horoscopePairCode, NO_HOROSCOPE_PAIR } from './horoscope-fit';
import { itemCredit, type MatchFacts } from './item-credit';
import { NO_REVEALED, revealedItemCredit, type RevealedScorer } from './revealed-fit';
import { type RevealedItem } from './revealed-preferences';

export { incomeRank, type MatchFacts } from './item-credit';

/** How much each item weighs against the others, before its kind (must, stated, guessed). */
export const ITEM_WEIGHTS: Readonly<Record<PreferenceItem, number>> = {
  age: 3,
  height: 1,
  maritalStatuses: 2,
  religions: 3,
  castes: 2,
  motherTongues: 2,
  states: 1,
  educationLevels: 1.5,
  occupations: 1,
  minIncome: 1.5,
  dosham: 1,
  withPhotoOnly: 0.5,
  horoscope: 2
};

/** An item the member marked "must" weighs most, one they chose without "must" less, one still guessed least. */
export const KIND_WEIGHTS = { must: 3, stated: 1, guessed: 0.5 } as const;
export type PreferenceKind = keyof typeof KIND_WEIGHTS;

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
    case 'horoscope':
      return prefs.horoscope.value || prefs.horoscope.must;
    default:
      return prefs[item].values.length > 0;
  }
}

export function isMust(prefs: PartnerPreferences, item: PreferenceItem): boolean {
  return prefs[item].must;
}

/** "must" wins over guessed: a member who marked an item must has said it. */
export function kindOf(prefs: PartnerPreferences, item: PreferenceItem): PreferenceKind {
  return prefs[item].must ? 'must' : prefs[item].guessed ? 'guessed' : 'stated';
}

export const weightOf = (prefs: PartnerPreferences, item: PreferenceItem): number =>
  ITEM_WEIGHTS[item] * KIND_WEIGHTS[kindOf(prefs, item)];

/** The pair's horoscopes as the horoscope item reads them; NO_HOROSCOPE_PAIR leaves that item out. */
export interface PairContext {
  /** The preference owner's tradition: which horoscope match their preference reads. */
  tradition: HoroscopeTradition;
  horoscopePair: number;
}

const NO_PAIR_CONTEXT: PairContext = { tradition: 'north', horoscopePair: NO_HOROSCOPE_PAIR };

/** Whether an item counts for this pair: set, and for the horoscope only when both members have a birth star. */
const counts = (prefs: PartnerPreferences, item: PreferenceItem, context: PairContext) =>
  isPreferenceSet(prefs, item) && (item !== 'horoscope' || context.horoscopePair !== NO_HOROSCOPE_PAIR);

export interface FitItem {
  item: PreferenceItem;
  /** Fully met (credit 1). */
  met: boolean;
  must: boolean;
  guessed: boolean;
  /** 0..1: 1 met, between 0 and 1 a near miss. */
  credit: number;
}

/** A revealed preference (learnt from what the member does) and how far the other member holds it. */
export interface RevealedFit {
  item: RevealedItem;
  credit: number;
}

export interface OneWayFit {
  /** 0..1; 1 when no preference is set (nothing to fail). */
  share: number;
  met: number;
  total: number;
  /** Per counted item: how far it is met (the profile page ticks them and names the near misses). */
  items: FitItem[];
  /** The revealed items counted beside the stated ones (not in met/total: the member never said them). */
  revealed: RevealedFit[];
  failedMust: number;
}

const shareOf = (earned: number, possible: number) => (possible === 0 ? 1 : earned / possible);

/**
 * How well `facts` fit `prefs` and the revealed preferences beside them: the weighted share of the set preferences
 * met, near misses earning part.
 */
export function oneWayFit(
  prefs: PartnerPreferences,
  facts: MatchFacts,
  context: PairContext = NO_PAIR_CONTEXT,
  revealedPrefs: RevealedScorer = NO_REVEALED
): OneWayFit {
  const items = PREFERENCE_ITEMS.filter((item) => counts(prefs, item, context)).map((item): FitItem => {
    const credit = itemCredit(prefs, item, facts, context.horoscopePair, context.tradition);
    return {
      item,
      met: credit === 1,
      must: isMust(prefs, item),
      guessed: kindOf(prefs, item) === 'guessed',
      credit
    };
  });
  const revealed = revealedPrefs.map((entry) => ({
    item: entry.item,
    credit: revealedItemCredit(entry, facts)
  }));
  const possible =
    items.reduce((sum, entry) => sum + weightOf(prefs, entry.item), 0) +
    revealedPrefs.reduce((sum, entry) => sum + entry.weight, 0);
  const earned =
    items.reduce((sum, entry) => sum + entry.credit * weightOf(prefs, entry.item), 0) +
    revealed.reduce((sum, entry, index) => sum + entry.credit * revealedPrefs[index]!.weight, 0);
  return {
    share: shareOf(earned, possible),
    met: items.filter((entry) => entry.met).length,
    total: items.length,
    items,
    revealed,
    failedMust: items.filter((entry) => entry.must && !entry.met).length
  };
}

/** oneWayFit's share and failed musts without the item list: ranking hundreds of candidates builds no arrays. */
function oneWayShare(
  prefs: PartnerPreferences,
  facts: MatchFacts,
  tradition: HoroscopeTradition,
  horoscopePair: number,
  revealed: RevealedScorer
): Pick<OneWayFit, 'share' | 'failedMust'> {
  let possible = 0;
  let earned = 0;
  let failedMust = 0;
  for (const item of PREFERENCE_ITEMS) {
    if (!isPreferenceSet(prefs, item)) continue;
    if (item === 'horoscope' && horoscopePair === NO_HOROSCOPE_PAIR) continue;
    const weight = weightOf(prefs, item);
    const credit = itemCredit(prefs, item, facts, horoscopePair, tradition);
    possible += weight;
    earned += credit * weight;
    if (credit < 1 && prefs[item].must) failedMust += 1;
  }
  for (const entry of revealed) {
    possible += entry.weight;
    earned += revealedItemCredit(entry, facts) * entry.weight;
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
  /** How the viewer fits the other member's preferences, item by item. */
  viewerFitsThem: OneWayFit;
  /** How the other member fits the viewer's preferences. */
  theyFitViewer: OneWayFit;
  /** The pair's horoscopePairCode when either side's horoscope preference is set, else NO_HOROSCOPE_PAIR. */
  horoscopePair: number;
  /** The viewer's revealed preferences this profile meets ("You often open Doctor profiles…"), or null. */
  revealedReason: RevealedReason | null;
}

interface Side {
  prefs: PartnerPreferences;
  facts: MatchFacts;
  /** What the member's actions revealed (revealedScorer); none when absent. */
  revealed?: RevealedScorer;
}

/** The pair's horoscopes are worked out only when either member's horoscope preference asks for them. */
const horoscopePairOf = (a: Side, b: Side) =>
  isPreferenceSet(a.prefs, 'horoscope') || isPreferenceSet(b.prefs, 'horoscope')
    ? horoscopePairCode(a.facts, b.facts)
    : NO_HOROSCOPE_PAIR;

/** The reciprocal score of the viewer and another member, with the fits that explain it. */
export function matchScore(viewer: Side, other: Side): MatchScore {
  const horoscopePair = horoscopePairOf(viewer, other);
  const theyFitViewer = oneWayFit(
    viewer.prefs,
    other.facts,
    { tradition: viewer.facts.horoscopeTradition, horoscopePair },
    viewer.revealed
  );
  const viewerFitsThem = oneWayFit(
    other.prefs,
    viewer.facts,
    { tradition: other.facts.horoscopeTradition, horoscopePair },
    other.revealed
  );
  return {
    score: reciprocalScore(theyFitViewer, viewerFitsThem),
    viewerFitsThem,
    theyFitViewer,
    horoscopePair,
    revealedReason: describeRevealed(viewer.revealed ?? NO_REVEALED, theyFitViewer.revealed, other.facts)
  };
}

/** matchScore(...).score alone, for ranking a window of candidates (the page then gets the full matchScore). */
export function matchScoreValue(viewer: Side, other: Side): number {
  const horoscopePair = horoscopePairOf(viewer, other);
  return reciprocalScore(
    oneWayShare(
      viewer.prefs,
      other.facts,
      viewer.facts.horoscopeTradition,
      horoscopePair,
      viewer.revealed ?? NO_REVEALED
    ),
    oneWayShare(
      other.prefs,
      viewer.facts,
      other.facts.horoscopeTradition,
      horoscopePair,
      other.revealed ?? NO_REVEALED
    )
  );
}
