// Revealed preferences as score items (docs/product-rules.md#match-score): each learnt item weighs its item weight
// times the model's confidence, and a candidate earns the share of the member's favourite band their band holds.
// Compiled once per viewer (or candidate), then read per pair with a few look-ups.
import { educationBandRank, heightInCm, stateRegionIndex, type PartnerPreferences } from '@matrimony/catalog';
import { type MatchFacts } from './item-credit';
import {
  AGE_BAND_YEARS,
  HEIGHT_BAND_CM,
  NEIGHBOUR_BAND_SHARE,
  REVEALED_ITEMS,
  confidenceOf,
  decayedTo,
  type RevealedItem,
  type RevealedPreferences
} from './revealed-preferences';

/** How much each revealed item weighs at full confidence (a stated item weighs ITEM_WEIGHTS × 1). */
export const REVEALED_ITEM_WEIGHTS: Readonly<Record<RevealedItem, number>> = {
  age: 4,
  height: 2,
  education: 3,
  occupation: 6,
  state: 4,
  motherTongue: 3
};

/** The stated item a revealed one stands beside: a stated "must" there leaves the revealed item out. */
export const STATED_ITEM_OF = {
  age: 'age',
  height: 'height',
  education: 'educationLevels',
  occupation: 'occupations',
  state: 'states',
  motherTongue: 'motherTongues'
} as const satisfies Record<RevealedItem, keyof PartnerPreferences>;

export interface CompiledRevealedItem {
  item: RevealedItem;
  /** REVEALED_ITEM_WEIGHTS × confidence. */
  weight: number;
  /** Band → credit 0..1 (the favourite band 1, disliked and unseen 0). */
  credit: ReadonlyMap<string, number>;
  /** For the state item: region index → the best credit of a state in it (a same-region state earns a share). */
  regionCredit: ReadonlyMap<number, number>;
}

/** A member's revealed preferences ready for scoring; empty when nothing was learnt (the score ignores it). */
export type RevealedScorer = readonly CompiledRevealedItem[];
export const NO_REVEALED: RevealedScorer = [];

/** Compiles `model` at `now` for scoring beside `prefs` (whose "must" items win: the revealed twin is left out). */
export function revealedScorer(
  model: RevealedPreferences | null,
  prefs: PartnerPreferences,
  now: Date
): RevealedScorer {
  if (!model) return NO_REVEALED;
  const current = decayedTo(model, now);
  const confidence = confidenceOf(current.evidence);
  if (confidence <= 0) return NO_REVEALED;
  const compiled: CompiledRevealedItem[] = [];
  for (const item of REVEALED_ITEMS) {
    if (prefs[STATED_ITEM_OF[item]].must) continue;
    const entries = Object.entries(current.items[item]);
    const best = Math.max(0, ...entries.map(([, weight]) => weight));
    if (best <= 0) continue;
    const credit = new Map(entries.filter(([, w]) => w > 0).map(([band, w]) => [band, w / best]));
    const regionCredit = new Map<number, number>();
    if (item === 'state')
      for (const [state, value] of credit) {
        const region = stateRegionIndex(state);
        if (region >= 0) regionCredit.set(region, Math.max(regionCredit.get(region) ?? 0, value));
      }
    compiled.push({ item, weight: REVEALED_ITEM_WEIGHTS[item] * confidence, credit, regionCredit });
  }
  return compiled;
}

const ORDERED_STEP = { age: AGE_BAND_YEARS, height: HEIGHT_BAND_CM } as const;

/** An ordered band's credit: its own, or a share of a neighbour's. */
function orderedCredit(compiled: CompiledRevealedItem, band: number): number {
  const own = compiled.credit.get(String(band)) ?? 0;
  if (own === 1) return 1;
  const below = compiled.credit.get(String(band - 1)) ?? 0;
  const above = compiled.credit.get(String(band + 1)) ?? 0;
  return Math.max(own, NEIGHBOUR_BAND_SHARE * Math.max(below, above));
}

/** How far `facts` hold the member's favourite band of one revealed item, 0..1. */
export function revealedItemCredit(compiled: CompiledRevealedItem, facts: MatchFacts): number {
  switch (compiled.item) {
    case 'age':
      return orderedCredit(compiled, Math.floor(facts.age / ORDERED_STEP.age));
    case 'height': {
      const cm = heightInCm(facts.height);
      return cm === undefined ? 0 : orderedCredit(compiled, Math.floor(cm / ORDERED_STEP.height));
    }
    case 'education': {
      const rank = educationBandRank(facts.education);
      return rank < 0 ? 0 : orderedCredit(compiled, rank);
    }
    case 'occupation':
      return compiled.credit.get(facts.occupation) ?? 0;
    case 'motherTongue':
      return compiled.credit.get(facts.motherTongue) ?? 0;
    case 'state': {
      const own = compiled.credit.get(facts.state) ?? 0;
      if (own === 1) return 1;
      const region = stateRegionIndex(facts.state);
      return Math.max(
        own,
        NEIGHBOUR_BAND_SHARE * (region < 0 ? 0 : (compiled.regionCredit.get(region) ?? 0))
      );
    }
  }
}
