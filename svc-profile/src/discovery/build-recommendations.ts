// Daily recommendations (docs/product-rules.md#daily-recommendations): up to 20 a day, best match first among candidates meeting the member's
// "must" preferences, never shown twice in 30 days unless nothing else fits, never a skipped profile.
import { Types } from 'mongoose';
import { PREFERENCE_ITEMS, type PartnerPreferences } from '@matrimony/catalog';
import { daysBefore } from '../domain/india-day';
import { meetsHoroscopeMust } from '../domain/matching/horoscope-fit';
import { incomeRank, isMust, isPreferenceSet } from '../domain/matching/match-score';
import { isCurrent, type CandidateListDoc } from '../store/candidate-lists';
import { factsKeyOf } from './candidate-lists';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { matchesFilter, projectionOf } from './filter-match';
import { byRank, rankProfiles } from './score-cards';
import { CARD_PROJECTION, MATCH_FACT_PROJECTION, matchFactsOf, visibleToFilter, type Viewer } from './viewer';

export const RECOMMENDATIONS_PER_DAY = 20;
export const NOT_AGAIN_WITHIN_DAYS = 30;
/**
 * Candidates scored per build (most recently active first) while the member has no candidate list, or when the list
 * (the best candidates only) runs out of fresh ones: bounded work per member and day.
 */
export const RECOMMENDATION_CANDIDATES = 400;

/** The member's "must" preferences as query conditions (hard filters), all but the horoscope's. */
export function mustFilter(prefs: PartnerPreferences): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const item of PREFERENCE_ITEMS) {
    if (!isPreferenceSet(prefs, item) || !isMust(prefs, item)) continue;
    switch (item) {
      case 'age':
        filter.age = { $gte: prefs.age.min, $lte: prefs.age.max };
        break;
      case 'height':
        filter.heightCm = { $gte: prefs.height.min, $lte: prefs.height.max };
        break;
      case 'minIncome':
        filter.incomeRank = { $gte: incomeRank(prefs.minIncome.value ?? '') };
        break;
      case 'withPhotoOnly':
        filter.photoCount = { $gt: 0 };
        break;
      case 'horoscope':
        // Not a stored field: meetsHoroscopeMust keeps the candidates once their horoscopes are read.
        break;
      default: {
        const field = {
          maritalStatuses: 'maritalStatus',
          religions: 'religion',
          castes: 'caste',
          motherTongues: 'motherTongue',
          states: 'state',
          educationLevels: 'education',
          occupations: 'occupation',
          dosham: 'dosham'
        }[item];
        filter[field] = { $in: prefs[item].values };
      }
    }
  }
  return filter;
}

/** Today's list: built once a day (or after a preference change), then the same all day minus skips. */
export async function todaysRecommendations(
  stores: Stores,
  viewer: Viewer,
  day: string,
  now: Date
): Promise<ProfileDoc[]> {
  const userId = viewer.profile.userId;
  let ids = await stores.recommendations.today(userId, day);
  if (!ids) ids = await stores.recommendations.save(userId, day, await buildList(stores, viewer, day), now);
  if (ids.length === 0) return [];
  const docs = await stores.profiles.findWhere(
    { ...visibleToFilter(viewer), _id: { $in: ids.map((id) => new Types.ObjectId(id)) } },
    CARD_PROJECTION
  );
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function buildList(stores: Stores, viewer: Viewer, day: string): Promise<string[]> {
  const userId = viewer.profile.userId;
  const [skipped, shown, stored] = await Promise.all([
    stores.recommendations.skipped(userId),
    stores.recommendations.shownSince(userId, daysBefore(day, NOT_AGAIN_WITHIN_DAYS), day),
    stores.candidateLists.find(userId)
  ]);
  const list =
    isCurrent(stored, viewer.prefsUpdatedAt) && stored.factsKey === factsKeyOf(viewer.profile)
      ? stored
      : null;
  const fromList = list ? await listedCandidates(stores, viewer, list, skipped) : [];
  const freshInList = fromList.filter((id) => !shown.has(id)).length;
  // A new member has no list yet, and a list may run out of fresh ones (of the best only, or built before the
  // directory filled: even a complete one may lack members): the window then.
  const ranked =
    list && freshInList >= RECOMMENDATIONS_PER_DAY
      ? fromList
      : [...new Set([...fromList, ...(await windowCandidates(stores, viewer, skipped))])];
  const fresh = ranked.filter((id) => !shown.has(id));
  // Shown within 30 days only when nothing else fits.
  return [...fresh, ...ranked.filter((id) => shown.has(id))].slice(0, RECOMMENDATIONS_PER_DAY);
}

/** The listed candidates meeting the member's "must" items that the member may see and did not skip, best first. */
async function listedCandidates(
  stores: Stores,
  viewer: Viewer,
  list: CandidateListDoc,
  skipped: ReadonlySet<string>
): Promise<string[]> {
  const wanted = list.entries.filter((entry) => entry.m && !skipped.has(entry.p.toHexString()));
  const filter = { ...visibleToFilter(viewer), ...mustFilter(viewer.prefs) };
  const read = await stores.profiles.findByIds(
    wanted.map((entry) => entry.p),
    projectionOf(filter)
  );
  const visible = read.filter((doc) => matchesFilter(doc, filter));
  const kept = new Set(visible.map((doc) => String(doc._id)));
  return wanted.map((entry) => entry.p.toHexString()).filter((id) => kept.has(id));
}

/** Today's window: the RECOMMENDATION_CANDIDATES most recently active meeting the "must" items, scored now. */
async function windowCandidates(
  stores: Stores,
  viewer: Viewer,
  skipped: ReadonlySet<string>
): Promise<string[]> {
  const candidates = await stores.profiles.recentlyActive(
    { ...visibleToFilter(viewer), ...mustFilter(viewer.prefs) },
    MATCH_FACT_PROJECTION,
    RECOMMENDATION_CANDIDATES
  );
  const viewerFacts = matchFactsOf(viewer.profile);
  const { ranked: scored } = await rankProfiles(
    stores,
    viewer,
    candidates.filter(
      (doc) =>
        !skipped.has(String(doc._id)) && meetsHoroscopeMust(viewer.prefs, viewerFacts, matchFactsOf(doc))
    )
  );
  return scored.sort(byRank).map(({ id }) => id);
}
