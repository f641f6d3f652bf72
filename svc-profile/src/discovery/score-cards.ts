import { defaultPreferencesFor } from '../domain/matching/default-preferences';
import { matchScore, type MatchScore } from '../domain/matching/match-score';
import { isPremium } from '../domain/plans';
import { cardView } from '../http/public-profiles/view';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { matchFactsOf, type Viewer } from './viewer';

export interface ScoredProfile {
  doc: ProfileDoc;
  match: MatchScore;
}

/** The reciprocal score of each profile with the viewer (their preferences read in one query). */
export async function scoreProfiles(stores: Stores, viewer: Viewer, docs: readonly ProfileDoc[]): Promise<ScoredProfile[]> {
  const prefs = await stores.preferences.ofMany(docs.map((doc) => doc.userId));
  const viewerSide = { prefs: viewer.prefs, facts: matchFactsOf(viewer.profile) };
  return docs.map((doc) => ({
    doc,
    match: matchScore(viewerSide, { prefs: prefs.get(doc.userId) ?? defaultPreferencesFor(doc), facts: matchFactsOf(doc) })
  }));
}

/** Cards for scored profiles, with each owner's premium badge. */
export async function cardsFor(stores: Stores, viewer: Viewer, scored: readonly ScoredProfile[], now: Date) {
  const plans = await stores.plans.findMany(scored.map(({ doc }) => doc.userId));
  return scored.map(({ doc, match }) => cardView(doc, { match, ownerIsPremium: isPremium(plans.get(doc.userId), now), showFullName: false, viewerIsPremium: viewer.isPremium }));
}
