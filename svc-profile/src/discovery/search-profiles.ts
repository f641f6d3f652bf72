// Explore and search (docs/product-rules.md#explore-and-search): an indexed query on the hard filters,
// sorted by an indexed key, paged by keyset; the match-score sort reads the member's candidate list
// (candidate-lists.ts), or scores a bounded window of candidates while the member has none.
import { Types } from 'mongoose';
import { type z } from 'zod';
import { HttpProblem, problem } from '@matrimony/service-kit';
import { type searchQuerySchema } from '@matrimony/contracts/http/profile/discovery';
import {
  birthStarsScoringAtLeast,
  GUNA_FILTER_MIN,
  starsRajjuCompatibleWith
} from '../domain/horoscope/pairing';
import { incomeRank } from '../domain/matching/match-score';
import { PROFILE_MESSAGES } from '../domain/messages';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';
import { matchesFilter, projectionOf } from './filter-match';
import { isCurrent, rankedAfter, type CandidateListDoc } from '../store/candidate-lists';
import { factsKeyOf } from './candidate-lists';
import { byRank, cardsFor, rankProfiles, scoreProfiles, type ScoredProfile } from './score-cards';
import { CARD_PROJECTION, MATCH_FACT_PROJECTION, visibleToFilter, type Viewer } from './viewer';

type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Without a candidate list (or past its end) the match sort scores this many candidates (most recently active first)
 * and pages through them by score.
 */
export const MATCH_SORT_WINDOW = 400;

type Cursor =
  | { s: 'newest'; t: number; id: string }
  | { s: 'active'; t: number; id: string }
  /**
   * From a candidate list also where the last one stood in it (i) and when the list was built (b); past the list's
   * end, in the window's candidates the list lacks (w).
   */
  | { s: 'match'; score: number; v: 0 | 1; id: string; i?: number; b?: number; w?: 1 };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string | undefined, sort: SearchQuery['sort']): Cursor | undefined {
  if (!text) return undefined;
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    const valid =
      cursor.s === sort &&
      /^[0-9a-f]{24}$/.test(cursor.id) &&
      (cursor.s === 'match'
        ? Number.isFinite(cursor.score) &&
          (cursor.v === 0 || cursor.v === 1) &&
          (cursor.i === undefined || Number.isSafeInteger(cursor.i)) &&
          (cursor.b === undefined || Number.isSafeInteger(cursor.b)) &&
          (cursor.w === undefined || cursor.w === 1)
        : Number.isFinite(cursor.t));
    if (valid) return cursor;
  } catch {
    // falls through to the problem below
  }
  throw new HttpProblem(400, 'This list has changed shape; please start the search again.', {
    title: 'Invalid Page',
    code: 'invalid_cursor'
  });
}

const inList = (values: string[] | undefined) => (values && values.length > 0 ? { $in: values } : undefined);

/** The member's filters as a query (on top of who they may see at all). */
export function filterOf(viewer: Viewer, query: SearchQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...visibleToFilter(viewer) };
  const range = (min?: number, max?: number) =>
    min !== undefined || max !== undefined
      ? { ...(min !== undefined ? { $gte: min } : {}), ...(max !== undefined ? { $lte: max } : {}) }
      : undefined;
  const fields: Record<string, unknown> = {
    age: range(query.ageMin, query.ageMax),
    heightCm: range(query.heightMin, query.heightMax),
    maritalStatus: inList(query.maritalStatus),
    religion: inList(query.religion),
    caste: inList(query.caste),
    motherTongue: inList(query.motherTongue),
    state: inList(query.state),
    district: inList(query.district),
    education: inList(query.education),
    occupation: inList(query.occupation),
    rasi: inList(query.rasi),
    star: inList(query.star),
    dosham: inList(query.dosham),
    memberNumber: query.memberNumber
  };
  if (query.minIncome) fields.incomeRank = { $gte: Math.max(0, incomeRank(query.minIncome)) };
  if (query.withPhoto === 'true') fields.photoCount = { $gt: 0 };
  // Written as the partial indexes' expression, so they serve it (store/profile-model.ts).
  if (query.verifiedOnly === 'true') fields.idVerified = true;
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) filter[key] = value;
  const horoscope: Record<string, unknown>[] = [];
  if (query.gunaAtLeast18 === 'true') horoscope.push({ $or: gunaFilterOf(viewer) });
  if (query.rajjuCompatible === 'true') horoscope.push({ star: { $in: rajjuFilterOf(viewer) } });
  if (horoscope.length > 0) filter.$and = horoscope;
  return filter;
}

/** The stars in another rajju than the viewer's, for premium members who gave their own star. */
function rajjuFilterOf(viewer: Viewer): string[] {
  if (!viewer.isPremium) throw problem(403, PROFILE_MESSAGES.rajjuFilterIsPremium, 'premium_required');
  const stars = starsRajjuCompatibleWith(viewer.profile);
  if (!stars) throw problem(400, PROFILE_MESSAGES.rajjuFilterNeedsHoroscope, 'horoscope_unknown');
  return stars;
}

/** The birth stars scoring at least 18 with the viewer, for premium members who gave their own. */
function gunaFilterOf(viewer: Viewer): { star: string; rasi: string }[] {
  if (!viewer.isPremium) throw problem(403, PROFILE_MESSAGES.gunaFilterIsPremium, 'premium_required');
  const pairs = birthStarsScoringAtLeast(viewer.profile, GUNA_FILTER_MIN);
  if (!pairs) throw problem(400, PROFILE_MESSAGES.gunaFilterNeedsHoroscope, 'horoscope_unknown');
  // No pair qualifies: an impossible condition keeps the answer empty rather than unfiltered.
  return pairs.length > 0 ? pairs : [{ star: '', rasi: '' }];
}

interface Placed {
  id: string;
  score: number;
  verified: boolean;
  /** Where it stands in the candidate list it came from and when that list was built, or past the list (w). */
  at?: { i: number; b: number } | { w: 1 };
  /** Its card's fields, when already read. */
  doc?: ProfileDoc;
}
type MatchCursor = Extract<Cursor, { s: 'match' }>;
interface MatchPage {
  chosen: Placed[];
  /** Whether anything ranks after the last chosen. */
  more: boolean;
  /** The best of the window's candidates left in (before the cursor and the limit cut them). */
  best?: Placed;
}

const isAfter = (placed: Placed, at: MatchCursor | undefined) =>
  !at ||
  placed.score < at.score ||
  (placed.score === at.score &&
    (Number(placed.verified) < at.v || (Number(placed.verified) === at.v && placed.id > at.id)));

/**
 * Best match over a window: the MATCH_SORT_WINDOW most recently active members the filter selects, scored now. What a
 * member without a candidate list gets, and what follows the end of a list that holds only the best candidates.
 */
export async function fromWindow(
  stores: Stores,
  viewer: Viewer,
  filter: Record<string, unknown>,
  at: MatchCursor | undefined,
  limit: number,
  leaveOut: ReadonlySet<string> = new Set()
): Promise<MatchPage> {
  // Only the scoring facts of the window, in one batch (the server's default first batch is 101); cards for the page alone.
  const candidates = await stores.profiles.recentlyActive(filter, MATCH_FACT_PROJECTION, MATCH_SORT_WINDOW);
  const unlisted = candidates.filter((doc) => !leaveOut.has(String(doc._id)));
  const { ranked } = await rankProfiles(stores, viewer, unlisted);
  const left = ranked.sort(byRank);
  const rest = left.filter((each) => isAfter(each, at));
  const placed = ({ id, score, verified }: Placed) => ({ id, score, verified });
  return {
    chosen: rest.slice(0, limit).map(placed),
    more: rest.length > limit,
    best: left[0] && placed(left[0])
  };
}

/**
 * Entries a first slice reads beyond the page (and the cursor's own place): for candidates the filter drops since the
 * list was built (blocked, hidden, suspended). A further slice is sized by nextSliceSize.
 */
const SLICE_SPARE = 2;

/**
 * The next slice after one that left the page short: what is still wanted at the share of entries the filter let
 * through so far (with a margin and the spare), so a filter passing one in five reads about the page again instead of
 * four times the last slice. Never more than four times the last slice; once an estimated slice fell short too, at
 * least twice the last, so a long run of dropped entries still ends in a few reads.
 */
function nextSliceSize(
  last: { size: number; estimated: boolean },
  seen: { examined: number; passed: number },
  wanted: number
): number {
  const share = Math.max(1, seen.passed) / Math.max(1, seen.examined);
  const estimate = Math.ceil((wanted / share) * 1.25) + SLICE_SPARE;
  return Math.min(last.size * 4, Math.max(estimate, last.estimated ? last.size * 2 : 0));
}
/**
 * A first slice under explore's own choices (verified only, a religion...), which may drop most entries: read with the
 * filter's fields alone, the page's cards after.
 */
const FILTERED_FIRST_SLICE = 64;
/**
 * A page's cursor says where its last candidate stood; the next page reads from this many places before it, since a
 * changed profile placed meanwhile moves the entries after it by one.
 */
const POSITION_SLACK = 16;

/**
 * Best match read from the member's candidate list: its entries after the cursor, a slice at a time, kept when the
 * filter (explore's choices, blocks, hidden and suspended profiles) still selects them; past the list's end, the
 * window's candidates the list lacks. Null without a current list.
 */
async function fromList(
  stores: Stores,
  viewer: Viewer,
  filter: Record<string, unknown>,
  at: MatchCursor | undefined,
  limit: number,
  now: Date
): Promise<MatchPage | null> {
  const userId = viewer.profile.userId;
  if (at?.w) {
    const list = await stores.candidateLists.find(userId);
    if (!isCurrent(list, viewer.prefsUpdatedAt) || list.factsKey !== factsKeyOf(viewer.profile)) return null;
    return pastTheList(stores, viewer, filter, list, at, [], limit, now);
  }
  let from = at?.i !== undefined ? Math.max(0, at.i - POSITION_SLACK) : 0;
  // Only who the member may see at all: nearly every entry passes, so a slice is read as cards, the page and a spare.
  const visible = visibleToFilter(viewer);
  const choosing = Object.keys(filter).some((key) => !(key in visible));
  const page = limit + 1 + SLICE_SPARE;
  let size = choosing
    ? Math.max(FILTERED_FIRST_SLICE, page)
    : page + (at?.i !== undefined ? at.i - from + 1 : 0);
  let part = await stores.candidateLists.slice(userId, from, size);
  if (
    !part ||
    !isCurrent(part, viewer.prefsUpdatedAt) ||
    part.factsKey !== factsKeyOf(viewer.profile) ||
    (from === 0 && part.entries.length === 0 && !part.complete)
  )
    return null;
  const builtAt = part.builtAt.getTime();
  const first = part.entries[0];
  // Another list than the cursor's, or it moved further than the slack: from the top.
  if (from > 0 && (at?.b !== builtAt || (first && rankedAfter(first, at)))) {
    from = 0;
    part = await stores.candidateLists.slice(userId, 0, size);
    if (!part) return null;
  }
  // Unfiltered, the slice's cards are read with what the filter tests, so the page's cards need no second read; under
  // explore's choices only what the filter tests, and the chosen few's cards after (searchProfiles).
  const fields = choosing ? projectionOf(filter) : projectionOf(filter, { ...CARD_PROJECTION });
  const chosen: Placed[] = [];
  const seen = { examined: 0, passed: 0 };
  let estimated = false;
  for (;;) {
    const entries = part.entries;
    const after = entries
      .map((entry, index) => ({ entry, i: from + index }))
      .filter(({ entry }) => !at || rankedAfter(entry, at));
    const read = await stores.profiles.findByIds(
      after.map(({ entry }) => entry.p),
      fields
    );
    const passing = new Map(
      read.filter((doc) => matchesFilter(doc, filter)).map((doc) => [String(doc._id), doc])
    );
    for (const { entry, i } of after) {
      const id = entry.p.toHexString();
      const doc = passing.get(id);
      if (doc)
        chosen.push({
          id,
          score: entry.s,
          verified: entry.v,
          at: { i, b: builtAt },
          ...(choosing ? {} : { doc })
        });
      if (chosen.length > limit) return { chosen: chosen.slice(0, limit), more: true };
    }
    if (entries.length < size) break;
    seen.examined += after.length;
    seen.passed += passing.size;
    from += size;
    size = nextSliceSize({ size, estimated }, seen, limit + 1 - chosen.length);
    estimated = true;
    const next = await stores.candidateLists.slice(userId, from, size);
    if (!next) break;
    part = next;
  }
  const whole = await stores.candidateLists.find(userId);
  if (!whole) return { chosen, more: false };
  return pastTheList(stores, viewer, filter, whole, undefined, chosen, limit, now);
}

/**
 * After the list's last entry: the window's candidates it does not hold, in the window's order. A list is built from
 * the directory as it was (the demo seed, for one, writes members the job's feed never sees), so even a complete list
 * may lack some: the member never gets fewer than the window would give, and a list found behind is due at once.
 */
async function pastTheList(
  stores: Stores,
  viewer: Viewer,
  filter: Record<string, unknown>,
  list: CandidateListDoc,
  at: MatchCursor | undefined,
  chosen: Placed[],
  limit: number,
  now: Date
): Promise<MatchPage> {
  const listed = new Set(list.entries.map((entry) => entry.p.toHexString()));
  const rest = await fromWindow(stores, viewer, filter, at, limit - chosen.length, listed);
  const end = list.entries[list.entries.length - 1];
  const endAt: MatchCursor | undefined = end && {
    s: 'match',
    score: end.s,
    v: end.v ? 1 : 0,
    id: end.p.toHexString()
  };
  // Complete, it should hold every candidate; of the best only, none that outranks its end.
  const behind = rest.best && (list.complete || !endAt || !isAfter(rest.best, endAt));
  if (behind) await stores.candidateLists.markDue([list._id], now);
  const windowed = rest.chosen.map((each): Placed => ({ ...each, at: { w: 1 } }));
  return { chosen: [...chosen, ...windowed], more: rest.more };
}

export async function searchProfiles(stores: Stores, viewer: Viewer, query: SearchQuery, now: Date) {
  const filter = filterOf(viewer, query);
  const cursor = decodeCursor(query.cursor, query.sort);
  let page: ScoredProfile[];
  let nextCursor: string | null = null;

  if (query.sort === 'match') {
    const at = cursor?.s === 'match' ? cursor : undefined;
    const { chosen, more } =
      (await fromList(stores, viewer, filter, at, query.limit, now)) ??
      (await fromWindow(stores, viewer, filter, at, query.limit));
    const unread = chosen.filter((each) => !each.doc).map(({ id }) => id);
    const found = new Map(
      (unread.length > 0 ? await stores.profiles.findByIds(unread, CARD_PROJECTION) : []).map((doc) => [
        String(doc._id),
        doc
      ])
    );
    page = await scoreProfiles(
      stores,
      viewer,
      chosen.flatMap(({ id, doc }) => doc ?? found.get(id) ?? [])
    );
    const last = chosen[chosen.length - 1];
    if (more && last)
      nextCursor = encodeCursor({
        s: 'match',
        score: last.score,
        v: last.verified ? 1 : 0,
        id: last.id,
        ...last.at
      });
  } else {
    const key = query.sort === 'newest' ? 'createdAt' : 'lastActiveAt';
    const keyset =
      cursor && cursor.s !== 'match'
        ? {
            $or: [
              { [key]: { $lt: new Date(cursor.t) } },
              { [key]: new Date(cursor.t), _id: { $lt: new Types.ObjectId(cursor.id) } }
            ]
          }
        : {};
    const docs = await stores.profiles.pageBy(
      { ...filter, ...keyset },
      key,
      CARD_PROJECTION,
      query.limit + 1
    );
    page = await scoreProfiles(stores, viewer, docs.slice(0, query.limit));
    const last = docs[query.limit - 1];
    if (docs.length > query.limit && last)
      nextCursor = encodeCursor({ s: query.sort, t: (last[key] as Date).getTime(), id: String(last._id) });
  }
  return { items: await cardsFor(stores, viewer, page, now), nextCursor };
}
