// Each member's candidates ranked ahead of time (docs/architecture.md#candidate-lists): best match and daily
// recommendations read the list instead of scoring a window of the most recently active on every request.
import { createHash } from 'node:crypto';
import { meetsHoroscopeMust } from '../domain/matching/horoscope-fit';
import { sharedDefaultPreferencesFor } from '../domain/matching/default-preferences';
import { type CandidateEntry } from '../store/candidate-lists';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { mustFilter } from './build-recommendations';
import { byRank, rankProfiles } from './score-cards';
import { loadViewer, MATCH_FACT_PROJECTION, matchFactsOf, type Viewer } from './viewer';

/**
 * The best this many candidates are kept per member. At 20,000 members a member has up to about 10,000 on the other
 * side; past the list, best match goes on with the window scoring (search-profiles.ts).
 */
export const CANDIDATE_LIST_SIZE = 2_000;
/** A changed profile is placed at once in the lists of this many members of the other side (most recently active). */
export const PLACE_IN_LISTS = 1_000;

/** What a list is built from: the scoring facts and the fields the "must" items filter on. */
export const LIST_FACT_PROJECTION = { ...MATCH_FACT_PROJECTION, heightCm: 1, incomeRank: 1 } as const;

type Condition = { $gte?: number; $lte?: number; $gt?: number; $in?: unknown[] };

/** Whether a candidate meets the member's "must" items: mustFilter's conditions, evaluated as the database would. */
export function meetsMusts(viewer: Pick<Viewer, 'prefs' | 'profile'>, doc: ProfileDoc): boolean {
  const filter = mustFilter(viewer.prefs) as Record<string, Condition>;
  for (const [field, condition] of Object.entries(filter)) {
    const value = (doc as unknown as Record<string, unknown>)[field];
    if (condition.$in) {
      if (!condition.$in.includes(value)) return false;
      continue;
    }
    if (typeof value !== 'number') return false;
    if (condition.$gte !== undefined && value < condition.$gte) return false;
    if (condition.$lte !== undefined && value > condition.$lte) return false;
    if (condition.$gt !== undefined && value <= condition.$gt) return false;
  }
  return meetsHoroscopeMust(viewer.prefs, matchFactsOf(viewer.profile), matchFactsOf(doc));
}

/** The member's side of every score in their list: when it changes, the list is rebuilt. */
export function factsKeyOf(profile: ProfileDoc): string {
  const facts = {
    ...matchFactsOf(profile),
    heightCm: profile.heightCm,
    incomeRank: profile.incomeRank,
    lookingFor: profile.lookingFor,
    moderationStatus: profile.moderationStatus,
    hidden: profile.hidden,
    idVerified: profile.idVerified === true
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);
}

/** Who may ever be in a member's list; blocks, hidden and suspended profiles are left out again when it is read. */
function eligibleFor(profile: ProfileDoc): Record<string, unknown> {
  return {
    _id: { $ne: profile._id },
    gender: profile.lookingFor,
    lookingFor: profile.gender,
    moderationStatus: 'approved',
    hidden: false
  };
}

/**
 * Scores every eligible candidate with the member and keeps the best CANDIDATE_LIST_SIZE; a member who is not
 * approved has no list. Returns how many candidates it scored.
 */
export async function buildCandidateList(stores: Stores, userId: string, now: Date): Promise<number> {
  if (!(await stores.profiles.findByUserId(userId))) {
    await stores.candidateLists.eraseOf(userId);
    return 0;
  }
  const viewer = await loadViewer(stores, userId, now);
  if (viewer.profile.moderationStatus !== 'approved') {
    await stores.candidateLists.retire(userId);
    return 0;
  }
  const docs = await stores.profiles.findWhere(eligibleFor(viewer.profile), LIST_FACT_PROJECTION);
  const { ranked } = await rankProfiles(stores, viewer, docs);
  ranked.sort(byRank);
  const entries: CandidateEntry[] = ranked.slice(0, CANDIDATE_LIST_SIZE).map(({ doc, score, verified }) => ({
    p: doc._id,
    s: score,
    v: verified,
    m: meetsMusts(viewer, doc)
  }));
  await stores.candidateLists.save({
    _id: userId,
    entries,
    complete: ranked.length <= CANDIDATE_LIST_SIZE,
    factsKey: factsKeyOf(viewer.profile),
    builtAt: now
  });
  return docs.length;
}

/**
 * A profile changed or was approved: its entry in the lists of the PLACE_IN_LISTS most recently active members of
 * the other side who have one (scored from its side: the score is reciprocal). Others see it at their next rebuild.
 * Returns how many lists it was placed in.
 */
export async function placeInOthersLists(stores: Stores, userId: string, now: Date): Promise<number> {
  const viewer = await loadViewer(stores, userId, now);
  const profile = viewer.profile;
  if (profile.moderationStatus !== 'approved' || profile.hidden) {
    await stores.candidateLists.withdraw(profile._id);
    return 0;
  }
  const others = await stores.profiles.recentlyActive(
    eligibleFor(profile),
    LIST_FACT_PROJECTION,
    PLACE_IN_LISTS
  );
  const tails = await stores.candidateLists.tails(others.map((doc) => doc.userId));
  const listed = others.filter((doc) => tails.has(doc.userId));
  if (listed.length === 0) return 0;
  const [{ ranked }, prefs] = await Promise.all([
    rankProfiles(stores, viewer, listed),
    stores.preferences.ofMany(listed.map((doc) => doc.userId))
  ]);
  const entries = new Map<string, Omit<CandidateEntry, 'p'>>();
  const below: string[] = [];
  for (const { doc, score } of ranked) {
    const tail = tails.get(doc.userId)!;
    // A full list whose last entry outranks the profile only loses its old entry, if it had one.
    if (!tail.complete && tail.last !== null && score < tail.last) {
      below.push(doc.userId);
      continue;
    }
    const theirs = { prefs: prefs.get(doc.userId) ?? sharedDefaultPreferencesFor(doc), profile: doc };
    entries.set(doc.userId, { s: score, v: profile.idVerified === true, m: meetsMusts(theirs, profile) });
  }
  await stores.candidateLists.pullFrom(below, profile._id);
  await stores.candidateLists.place(profile._id, entries, CANDIDATE_LIST_SIZE);
  return entries.size;
}
