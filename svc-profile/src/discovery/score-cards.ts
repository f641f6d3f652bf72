import { matchedAmong, NO_TIE, tiesWith } from '../connections/ties';
import { type ProfileCard } from '@matrimony/contracts/http/profile/discovery';
import { horoscopeTraditionOf, type PartnerPreferences } from '@matrimony/catalog';
import { sharedDefaultPreferencesFor } from '../domain/matching/default-preferences';
import { poruthamCountOfPair, type PoruthamCount } from '../domain/matching/horoscope-fit';
import { matchScore, matchScoreValue, type MatchScore } from '../domain/matching/match-score';
import { NO_REVEALED, revealedScorer, type RevealedScorer } from '../domain/matching/revealed-fit';
import { type RevealedPreferences } from '../domain/matching/revealed-preferences';
import { isPremium } from '../domain/plans';
import { cardView } from '../http/public-profiles/view';
import { type InterestDoc } from '../store/interests';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { CARD_PROJECTION, hiddenFrom, matchFactsOf, type Viewer } from './viewer';

/** The score with the Porutham count a South viewer reads beside it (null for others). */
export type ExplainedMatch = MatchScore & { poruthams: PoruthamCount | null };

export interface ScoredProfile {
  doc: ProfileDoc;
  match: ExplainedMatch;
}

export interface RankedProfile {
  doc: ProfileDoc;
  id: string;
  score: number;
  /** ID verified: first among equal scores (docs/product-rules.md#verification). */
  verified: boolean;
}

/**
 * Best score first; among equal scores ID-verified members first; then by id: the order explore's best-match pages
 * and recommendations use.
 */
export const byRank = (a: RankedProfile, b: RankedProfile) =>
  b.score - a.score || Number(b.verified) - Number(a.verified) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Other members' revealed preferences compiled for scoring, by the model object the store keeps for a minute:
 * a window of hundreds is compiled once, not on every search (a minute's decay changes nothing that shows).
 */
const compiledOthers = new WeakMap<RevealedPreferences, { prefs: object; scorer: RevealedScorer }>();

function othersRevealed(model: RevealedPreferences | undefined, prefs: PartnerPreferences, now: Date) {
  if (!model) return NO_REVEALED;
  const kept = compiledOthers.get(model);
  if (kept && kept.prefs === prefs) return kept.scorer;
  const scorer = revealedScorer(model, prefs, now);
  compiledOthers.set(model, { prefs, scorer });
  return scorer;
}

/** Scores against the viewer for these profiles (their preferences read in one query). */
async function scorerFor(stores: Stores, viewer: Viewer, docs: readonly ProfileDoc[]) {
  const userIds = docs.map((doc) => doc.userId);
  const [prefs, revealed] = await Promise.all([
    stores.preferences.ofMany(userIds),
    stores.revealedPreferences.ofMany(userIds)
  ]);
  const viewerSide = { prefs: viewer.prefs, facts: matchFactsOf(viewer.profile), revealed: viewer.revealed };
  const sideOf = (doc: ProfileDoc) => {
    const docPrefs = prefs.get(doc.userId) ?? sharedDefaultPreferencesFor(doc);
    return {
      prefs: docPrefs,
      facts: matchFactsOf(doc),
      revealed: othersRevealed(revealed.get(doc.userId), docPrefs, viewer.loadedAt)
    };
  };
  const south = horoscopeTraditionOf(viewer.profile) === 'south';
  return {
    value: (doc: ProfileDoc) => matchScoreValue(viewerSide, sideOf(doc)),
    explain: (doc: ProfileDoc): ExplainedMatch => {
      const match = matchScore(viewerSide, sideOf(doc));
      // South members read the Porutham count beside the preferences (docs/product-rules.md#horoscope-traditions).
      return { ...match, poruthams: south ? poruthamCountOfPair(viewer.profile, doc) : null };
    }
  };
}

/**
 * Each profile's reciprocal score with the viewer, the number alone (a window of hundreds is ranked without
 * building reasons), and `explain` for the full score with its reasons, for the few that are shown.
 */
export async function rankProfiles(stores: Stores, viewer: Viewer, docs: readonly ProfileDoc[]) {
  const scorer = await scorerFor(stores, viewer, docs);
  return {
    ranked: docs.map(
      (doc): RankedProfile => ({
        doc,
        id: String(doc._id),
        score: scorer.value(doc),
        verified: doc.idVerified === true
      })
    ),
    explain: scorer.explain
  };
}

/** The reciprocal score of each profile with the viewer, with its reasons. */
export async function scoreProfiles(
  stores: Stores,
  viewer: Viewer,
  docs: readonly ProfileDoc[]
): Promise<ScoredProfile[]> {
  const scorer = await scorerFor(stores, viewer, docs);
  return docs.map((doc) => ({ doc, match: scorer.explain(doc) }));
}

/** Cards for scored profiles, with each owner's premium badge and the viewer's ties (name, photos, marks). */
export async function cardsFor(
  stores: Stores,
  viewer: Viewer,
  scored: readonly ScoredProfile[],
  now: Date,
  openInterests: readonly InterestDoc[] = []
) {
  const owners = scored.map(({ doc }) => ({ userId: doc.userId, profileId: String(doc._id) }));
  const [plans, ties] = await Promise.all([
    stores.plans.othersPlans(owners.map((owner) => owner.userId)),
    tiesWith(stores, viewer.profile.userId, owners, openInterests)
  ]);
  return scored.map(({ doc, match }) =>
    cardView(doc, {
      match,
      ownerIsPremium: isPremium(plans.get(doc.userId), now),
      tie: ties.get(doc.userId) ?? NO_TIE,
      viewerIsPremium: viewer.isPremium
    })
  );
}

/**
 * Cards of the members behind a list (interests, matches, views, shortlist), keyed by userId. Members who
 * are blocked either way, suspended or gone, or hidden from the viewer (not a mutual match), have no card: lists
 * leave them out. A list of interests passes them as `interests` (see tiesWith).
 */
export async function cardsByUserId(
  stores: Stores,
  viewer: Viewer,
  userIds: readonly string[],
  now: Date,
  interests: readonly InterestDoc[] = []
): Promise<Map<string, ProfileCard>> {
  if (userIds.length === 0) return new Map();
  const found = await stores.profiles.findForCards(
    {
      userId: { $in: userIds.filter((id) => !viewer.blocked.includes(id)) },
      moderationStatus: 'approved'
    },
    { ...CARD_PROJECTION, hidden: 1 }
  );
  const matched = await matchedAmong(
    stores,
    viewer.profile.userId,
    found.filter((doc) => doc.hidden).map((doc) => doc.userId)
  );
  const docs = found.filter((doc) => !hiddenFrom(doc, { isMatch: matched.has(doc.userId) }));
  const cards = await cardsFor(stores, viewer, await scoreProfiles(stores, viewer, docs), now, interests);
  return new Map(docs.map((doc, index) => [doc.userId, cards[index]!]));
}
