// The recommender's offline evaluation (docs/product-rules.md#match-score): simulated members with hidden true
// preferences act on their daily recommendations for a number of days (open, shortlist, send, answer, skip), with
// noise; each day's 20 recommendations are ranked by the service's own score (matchScoreValue and the daily
// list's order), once with stated preferences only and once with what the members' actions revealed beside them.
import { educationBandRank, horoscopeTraditionOf, type PartnerPreferences } from '@matrimony/catalog';
import { demoPreferences, generateMembers, seededRandom, type DemoMember } from '@matrimony/demo-data';
import { byRank } from '../src/discovery/score-cards';
import { matchScoreValue, oneWayFit, type MatchFacts } from '../src/domain/matching/match-score';
import { NO_REVEALED, revealedScorer, type RevealedScorer } from '../src/domain/matching/revealed-fit';
import {
  ACTION_WEIGHTS,
  learn,
  type RevealedPreferences,
  type RevealingAction
} from '../src/domain/matching/revealed-preferences';
import { type ProfileDoc } from '../src/store/profile-model';

export interface SimulationSettings {
  seed: number;
  /** Members in the directory (half brides, half grooms). */
  members: number;
  /** Of them, members who act on their recommendations every day (half brides, half grooms). */
  actors: number;
  days: number;
  perDay: number;
}

/**
 * A directory far larger than what one member is shown in the run (14 × 20), as the real one is: in a small one
 * the never-again-within-30-days rule runs out of good candidates and measures the directory, not the ranking.
 */
export const DEFAULT_SETTINGS: SimulationSettings = {
  seed: 2026,
  members: 8000,
  actors: 80,
  days: 14,
  perDay: 20
};

/** What a member truly likes and never said: an occupation group, a few states, a narrower age window, a degree. */
interface HiddenTaste {
  occupations: Set<string>;
  states: Set<string>;
  ageMin: number;
  ageMax: number;
  minEducationRank: number;
}

interface SimMember {
  id: string;
  index: number;
  female: boolean;
  facts: MatchFacts;
  prefs: PartnerPreferences;
  taste: HiddenTaste;
}

const START = new Date('2026-11-01T00:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A candidate holding this share of a member's hidden taste is one they would want (precision counts it). */
export const LIKED_FROM = 0.75;
const TASTE_WEIGHTS = { occupation: 0.35, state: 0.25, age: 0.25, education: 0.15 };
const BACHELORS = 3;
/** The list's order reads score, verified and id only: simulated members carry no stored profile. */
const NO_DOC = {} as ProfileDoc;

function factsOf(member: DemoMember): MatchFacts {
  return {
    ...member.profile,
    age: member.age,
    hasPhoto: member.index % 9 !== 4,
    starPada: null,
    horoscopeTradition: horoscopeTraditionOf(member.profile)
  };
}

/** Hidden tastes drawn from what the other side of the directory holds, so each is met by some. */
function tasteFor(
  random: ReturnType<typeof seededRandom>,
  member: DemoMember,
  prefs: PartnerPreferences,
  others: readonly DemoMember[]
): HiddenTaste {
  const pickSome = (values: string[], count: number) => {
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(random.pick(values));
    return chosen;
  };
  const occupations = pickSome(
    others.map((other) => other.profile.occupation),
    random.int(4, 8)
  );
  const states = new Set([
    member.profile.state,
    ...pickSome(
      others.map((other) => other.profile.state),
      1
    )
  ]);
  const ageMin = random.int(prefs.age.min, Math.max(prefs.age.min, prefs.age.max - 4));
  return {
    occupations,
    states,
    ageMin,
    ageMax: ageMin + 4,
    minEducationRank: random.chance(0.5) ? BACHELORS : -1
  };
}

/** 0..1: how much of the member's hidden taste the candidate holds. */
export function tasteShare(taste: HiddenTaste, facts: MatchFacts): number {
  return (
    (taste.occupations.has(facts.occupation) ? TASTE_WEIGHTS.occupation : 0) +
    (taste.states.has(facts.state) ? TASTE_WEIGHTS.state : 0) +
    (facts.age >= taste.ageMin && facts.age <= taste.ageMax ? TASTE_WEIGHTS.age : 0) +
    (educationBandRank(facts.education) >= taste.minEducationRank ? TASTE_WEIGHTS.education : 0)
  );
}

export function buildDirectory(settings: SimulationSettings): SimMember[] {
  const members = generateMembers(settings.members, settings.seed, START);
  const random = seededRandom(settings.seed + 1);
  const brides = members.filter((member) => member.profile.gender === 'female');
  const grooms = members.filter((member) => member.profile.gender === 'male');
  return members.map((member) => {
    const prefs = demoPreferences(member);
    const female = member.profile.gender === 'female';
    return {
      id: String(member.index).padStart(6, '0'),
      index: member.index,
      female,
      facts: factsOf(member),
      prefs,
      taste: tasteFor(random, member, prefs, female ? grooms : brides)
    };
  });
}

export interface DayFigures {
  /** Mean share of each actor's recommendations they would want (by their hidden taste). */
  precisionAt20: number;
}

export interface ArmResult {
  days: DayFigures[];
  recommendationsShown: number;
  interestsSent: number;
  mutualMatches: number;
}

/** One run: every actor gets the day's list, acts on it with noise; recipients answer interests by their taste. */
export function runArm(
  directory: readonly SimMember[],
  settings: SimulationSettings,
  blended: boolean
): ArmResult {
  const random = seededRandom(settings.seed + 7);
  const actors = directory.filter((member) => member.index < settings.actors);
  const models = new Map<string, RevealedPreferences>();
  const shown = new Map<string, Set<string>>(actors.map((actor) => [actor.id, new Set()]));
  const skipped = new Map<string, Set<string>>(actors.map((actor) => [actor.id, new Set()]));
  const sent = new Set<string>();
  const pending: { from: SimMember; to: SimMember }[] = [];
  const matched = new Set<string>();
  // Candidates meet the actor's "must" preferences (the list's hard filter).
  const eligible = new Map(
    actors.map((actor) => [
      actor.id,
      directory.filter(
        (other) => other.female !== actor.female && oneWayFit(actor.prefs, other.facts).failedMust === 0
      )
    ])
  );
  const result: ArmResult = { days: [], recommendationsShown: 0, interestsSent: 0, mutualMatches: 0 };
  const act = (actor: SimMember, other: SimMember, action: RevealingAction, now: Date) => {
    models.set(actor.id, learn(models.get(actor.id) ?? null, other.facts, ACTION_WEIGHTS[action], now));
  };

  for (let day = 0; day < settings.days; day += 1) {
    const now = new Date(START.getTime() + day * DAY_MS);
    const scorers = new Map<string, RevealedScorer>();
    const sideOf = (member: SimMember) => {
      let revealed = scorers.get(member.id);
      if (!revealed) {
        revealed = blended ? revealedScorer(models.get(member.id) ?? null, member.prefs, now) : NO_REVEALED;
        scorers.set(member.id, revealed);
      }
      return { prefs: member.prefs, facts: member.facts, revealed };
    };
    let precision = 0;
    for (const actor of actors) {
      const viewer = sideOf(actor);
      const candidates = eligible.get(actor.id)!.filter((other) => !skipped.get(actor.id)!.has(other.id));
      const byId = new Map(candidates.map((other) => [other.id, other]));
      const ranked = candidates
        .map((other) => ({
          doc: NO_DOC,
          id: other.id,
          score: matchScoreValue(viewer, sideOf(other)),
          verified: false
        }))
        .sort(byRank);
      const seen = shown.get(actor.id)!;
      const list = [
        ...ranked.filter((entry) => !seen.has(entry.id)),
        ...ranked.filter((entry) => seen.has(entry.id))
      ]
        .slice(0, settings.perDay)
        .map((entry) => byId.get(entry.id)!);
      let liked = 0;
      for (const other of list) {
        seen.add(other.id);
        const share = tasteShare(actor.taste, other.facts);
        if (share >= LIKED_FROM) liked += 1;
        // Opens follow the taste, with noise; what is opened may be shortlisted and sent an interest.
        if (random.chance(0.08 + 0.6 * share * share)) {
          act(actor, other, 'open', now);
          if (random.chance(share >= LIKED_FROM ? 0.5 : 0.04)) act(actor, other, 'shortlist', now);
          const pair = `${actor.id}>${other.id}`;
          if (!sent.has(pair) && random.chance(share >= LIKED_FROM ? 0.45 : 0.03)) {
            sent.add(pair);
            act(actor, other, 'sendInterest', now);
            pending.push({ from: actor, to: other });
            result.interestsSent += 1;
          }
        } else if (share < 0.5 && random.chance(0.25)) {
          act(actor, other, 'skip', now);
          skipped.get(actor.id)!.add(other.id);
        }
      }
      precision += liked / Math.max(1, list.length);
      result.recommendationsShown += list.length;
    }
    // Interests are answered the day they arrive, by the receiver's own hidden taste.
    for (const { from, to } of pending.splice(0)) {
      const wants = tasteShare(to.taste, from.facts) >= LIKED_FROM;
      const accepts = random.chance(wants ? 0.8 : 0.15);
      act(to, from, accepts ? 'accept' : 'decline', now);
      if (accepts) matched.add([from.id, to.id].sort().join(':'));
    }
    result.days.push({ precisionAt20: precision / actors.length });
  }
  result.mutualMatches = matched.size;
  return result;
}
