// Preferences revealed by what a member does (docs/product-rules.md#match-score): per item, a weight per band of
// the profiles they act on (open, shortlist, send, accept: positive; decline, skip: negative), decaying with a
// half-life. Only bands are kept: never whose profile taught them.
import { educationBandRank, heightInCm } from '@matrimony/catalog';
import { type MatchFacts } from './item-credit';

export const REVEALED_ITEMS = ['age', 'height', 'education', 'occupation', 'state', 'motherTongue'] as const;
export type RevealedItem = (typeof REVEALED_ITEMS)[number];

export const REVEALING_ACTIONS = ['open', 'shortlist', 'sendInterest', 'accept', 'decline', 'skip'] as const;
export type RevealingAction = (typeof REVEALING_ACTIONS)[number];

/** What one action says about the profile acted on: the more it costs the member, the more it weighs. */
export const ACTION_WEIGHTS: Readonly<Record<RevealingAction, number>> = {
  open: 0.5,
  shortlist: 3,
  sendInterest: 5,
  accept: 4,
  decline: -3,
  skip: -2
};

/** Evidence halves in this many days without new actions: tastes change, and old clicks should not rule. */
export const REVEALED_HALF_LIFE_DAYS = 21;
/** Positive evidence (in action weights) at which a revealed item weighs half of its full weight. */
export const EVIDENCE_FOR_HALF_CONFIDENCE = 6;
/** Bands kept per item (the strongest): the stored document stays small whatever a member does. */
export const BANDS_KEPT_PER_ITEM = 24;
/** A band weighing less than this (either way) is forgotten. */
const FORGOTTEN_BELOW = 0.05;
/** Years in one age band; centimetres in one height band. */
export const AGE_BAND_YEARS = 3;
export const HEIGHT_BAND_CM = 10;
/** A band next to a liked one (age, height, education; a state of the same region) earns this share of it. */
export const NEIGHBOUR_BAND_SHARE = 0.5;

/** A member's revealed preferences: per item, band → weight, all decayed to `at`; `evidence` likewise. */
export interface RevealedPreferences {
  at: Date;
  /** Sum of the positive action weights, decayed: how much the member has shown. */
  evidence: number;
  items: Record<RevealedItem, Record<string, number>>;
}

/** What the bands are read from: the acted-on profile's facts (nothing that names them). */
export type RevealedFacts = Pick<
  MatchFacts,
  'age' | 'height' | 'education' | 'occupation' | 'state' | 'motherTongue'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const emptyRevealedPreferences = (at: Date): RevealedPreferences => ({
  at,
  evidence: 0,
  items: { age: {}, height: {}, education: {}, occupation: {}, state: {}, motherTongue: {} }
});

/** Each item's band of a profile; null when the profile has none (no height, an education without band). */
export function bandsOf(facts: RevealedFacts): Record<RevealedItem, string | null> {
  const cm = heightInCm(facts.height);
  const education = educationBandRank(facts.education);
  return {
    age: String(Math.floor(facts.age / AGE_BAND_YEARS)),
    height: cm === undefined ? null : String(Math.floor(cm / HEIGHT_BAND_CM)),
    education: education < 0 ? null : String(education),
    occupation: facts.occupation || null,
    state: facts.state || null,
    motherTongue: facts.motherTongue || null
  };
}

/** The weight left after `days`: halves every REVEALED_HALF_LIFE_DAYS. */
export const decayFactor = (days: number) => 0.5 ** (Math.max(0, days) / REVEALED_HALF_LIFE_DAYS);

function scaled(model: RevealedPreferences, factor: number, at: Date): RevealedPreferences {
  const items = emptyRevealedPreferences(at).items;
  for (const item of REVEALED_ITEMS)
    for (const [band, weight] of Object.entries(model.items[item])) items[item][band] = weight * factor;
  return { at, evidence: model.evidence * factor, items };
}

/** The model as it stands at `now` (weights decayed since it was last written). */
export function decayedTo(model: RevealedPreferences, now: Date): RevealedPreferences {
  return scaled(model, decayFactor((now.getTime() - model.at.getTime()) / DAY_MS), now);
}

function pruned(weights: Record<string, number>): Record<string, number> {
  const kept = Object.entries(weights)
    .filter(([, weight]) => Math.abs(weight) >= FORGOTTEN_BELOW)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, BANDS_KEPT_PER_ITEM);
  return Object.fromEntries(kept);
}

function added(
  model: RevealedPreferences | null,
  facts: RevealedFacts,
  weight: number,
  evidence: number,
  now: Date
): RevealedPreferences {
  const next = model ? decayedTo(model, now) : emptyRevealedPreferences(now);
  const bands = bandsOf(facts);
  for (const item of REVEALED_ITEMS) {
    const band = bands[item];
    if (band === null) continue;
    next.items[item][band] = (next.items[item][band] ?? 0) + weight;
    next.items[item] = pruned(next.items[item]);
  }
  next.evidence = Math.max(0, next.evidence + evidence);
  return next;
}

/** The model after the member acted on a profile with these facts at `now`, `weight` being the action's. */
export const learn = (model: RevealedPreferences | null, facts: RevealedFacts, weight: number, now: Date) =>
  added(model, facts, weight, Math.abs(weight), now);

/**
 * Takes back what an action taught (the profile was blocked or reported afterwards): `weight` is the action's,
 * already decayed from when it happened to `now`.
 */
export const unlearn = (model: RevealedPreferences, facts: RevealedFacts, weight: number, now: Date) =>
  added(model, facts, -weight, -Math.abs(weight), now);

/** 0..1: how far the model is trusted, by how much the member has shown (decayed). */
export const confidenceOf = (evidence: number) => evidence / (evidence + EVIDENCE_FOR_HALF_CONFIDENCE);
