// Explore and search (docs/product-rules.md#explore-and-search): an indexed query on the hard filters,
// sorted by an indexed key, paged by keyset; the match-score sort scores a bounded window of candidates.
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
import { type Stores } from '../store';
import { byRank, cardsFor, rankProfiles, scoreProfiles, type ScoredProfile } from './score-cards';
import { CARD_PROJECTION, MATCH_FACT_PROJECTION, visibleToFilter, type Viewer } from './viewer';

type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * The match sort scores this many candidates (most recently active first) and pages through them by score.
 * A search engine fed from profile events replaces this when the filtered set routinely exceeds it (docs/capacity.md).
 */
export const MATCH_SORT_WINDOW = 400;

type Cursor =
  | { s: 'newest'; t: number; id: string }
  | { s: 'active'; t: number; id: string }
  | { s: 'match'; score: number; v: 0 | 1; id: string };

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
        ? Number.isFinite(cursor.score) && (cursor.v === 0 || cursor.v === 1)
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

export async function searchProfiles(stores: Stores, viewer: Viewer, query: SearchQuery, now: Date) {
  const filter = filterOf(viewer, query);
  const cursor = decodeCursor(query.cursor, query.sort);
  let page: ScoredProfile[];
  let nextCursor: string | null = null;

  if (query.sort === 'match') {
    // Only the scoring facts of the window, in one batch (the server's default first batch is 101); cards for the page alone.
    const candidates = await stores.profiles.recentlyActive(filter, MATCH_FACT_PROJECTION, MATCH_SORT_WINDOW);
    const { ranked, explain } = await rankProfiles(stores, viewer, candidates);
    ranked.sort(byRank);
    const after =
      cursor?.s === 'match'
        ? ranked.filter(
            ({ score, verified, id }) =>
              score < cursor.score ||
              (score === cursor.score &&
                (Number(verified) < cursor.v || (Number(verified) === cursor.v && id > cursor.id)))
          )
        : ranked;
    const chosen = after.slice(0, query.limit);
    const full = new Map(
      (
        await stores.profiles.findByIds(
          chosen.map(({ doc }) => doc._id),
          CARD_PROJECTION
        )
      ).map((doc) => [String(doc._id), doc])
    );
    page = chosen.flatMap(({ doc, id }) => {
      const whole = full.get(id);
      return whole ? [{ doc: whole, match: explain(doc) }] : [];
    });
    const last = chosen[chosen.length - 1];
    if (after.length > query.limit && last)
      nextCursor = encodeCursor({ s: 'match', score: last.score, v: last.verified ? 1 : 0, id: last.id });
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
