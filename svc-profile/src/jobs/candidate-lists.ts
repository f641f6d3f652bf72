// Keeps every member's candidate list (discovery/candidate-lists.ts) in step with what scores read, from three feeds
// of changes kept by the stores themselves: profiles (updatedAt), stated preferences (updatedAt) and revealed
// preferences (at). One replica at a time (a lease); requests never wait for it.
import { Types, type Connection } from 'mongoose';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@matrimony/service-kit';
import {
  buildCandidateList,
  factsKeyOf,
  LIST_FACT_PROJECTION,
  placeInOthersLists
} from '../discovery/candidate-lists';
import { type ProfileDoc } from '../store/profile-model';
import { type Stores } from '../store';

export const CANDIDATE_LIST_JOB_INTERVAL_MS = 30_000;
/** Revealed preferences move with every action: a list is rebuilt at most this long after the first of a burst. */
export const REVEALED_SETTLE_MS = 15 * 60 * 1000;
/** Every list is rebuilt at least this often (others' changes it was not told about, decay of revealed tastes). */
export const LIST_REFRESH_MS = 24 * 60 * 60 * 1000;
/** Changes read from each feed per pass, and lists rebuilt from the due ones per pass: bounded work per pass. */
const FEED_BATCH = 100;
const REBUILDS_PER_PASS = 50;
/** A pass stops taking up new work after this long: at most a third of one core on the runner's replica. */
export const PASS_BUDGET_MS = 10_000;

export interface PassCounts {
  built: number;
  placed: number;
  withdrawn: number;
}

/** Rebuilds one member's own list (and places them in others'); a failure leaves it to the next pass. */
async function rebuild(
  stores: Stores,
  userId: string,
  now: Date,
  place: boolean,
  counts: PassCounts,
  logger: Logger
) {
  try {
    await buildCandidateList(stores, userId, now);
    counts.built += 1;
    if (place) counts.placed += await placeInOthersLists(stores, userId, now);
  } catch (error) {
    logger.warn({ err: error, userId }, 'candidate list not rebuilt for one member; the next pass retries');
  }
}

/**
 * Profiles changed since the feed's place: a member whose own facts changed, who came back, or who has no list yet
 * is rebuilt; placed in others' lists too unless they were listed nowhere and last changed longer ago than a refresh
 * (then the others' own refreshes have them already).
 */
async function followProfiles(stores: Stores, now: Date, until: number, counts: PassCounts, logger: Logger) {
  const place = await stores.candidateFeeds.place('profiles');
  const changed = await stores.profiles.model
    .find(
      {
        $or: [
          { updatedAt: { $gt: place.seen } },
          ...(place.id ? [{ updatedAt: place.seen, _id: { $gt: new Types.ObjectId(place.id) } }] : [])
        ]
      },
      { ...LIST_FACT_PROJECTION, lookingFor: 1, moderationStatus: 1, hidden: 1, updatedAt: 1 }
    )
    .sort({ updatedAt: 1, _id: 1 })
    .limit(FEED_BATCH)
    .lean<ProfileDoc[]>();
  const keys = await stores.candidateLists.keysOf(changed.map((doc) => doc.userId));
  let last: ProfileDoc | undefined;
  for (const doc of changed) {
    if (performance.now() > until) break;
    const key = keys.get(doc.userId);
    if (doc.moderationStatus !== 'approved') {
      // Pending, rejected or suspended: out of others' lists (an indexed update), and no list of their own.
      await stores.candidateLists.withdraw(doc._id);
      if (key !== undefined) {
        await stores.candidateLists.retire(doc.userId);
        counts.withdrawn += 1;
      }
    } else if (key === undefined) {
      // Approved within a refresh (a profile may wait longer than that for moderation): lists built before lack it.
      const isNew = doc.updatedAt.getTime() >= now.getTime() - LIST_REFRESH_MS;
      await rebuild(stores, doc.userId, now, isNew, counts, logger);
    } else if (key !== factsKeyOf(doc)) {
      // Their own facts changed; a mere visit (lastActiveAt) changes nothing here.
      await rebuild(stores, doc.userId, now, true, counts, logger);
    }
    last = doc;
  }
  if (last) await stores.candidateFeeds.advance('profiles', { seen: last.updatedAt, id: String(last._id) });
}

/** Stated preferences changed: the member's list, and their entry in others' (the score is reciprocal), at once. */
async function followPreferences(
  stores: Stores,
  now: Date,
  until: number,
  counts: PassCounts,
  logger: Logger
) {
  const place = await stores.candidateFeeds.place('preferences');
  const changed = await stores.preferences.changedSince(place.seen, FEED_BATCH);
  const listed = await stores.candidateLists.keysOf(changed.map((each) => each.userId));
  let last: (typeof changed)[number] | undefined;
  for (const each of changed) {
    if (performance.now() > until) break;
    if (listed.has(each.userId)) await rebuild(stores, each.userId, now, true, counts, logger);
    last = each;
  }
  if (last) await stores.candidateFeeds.advance('preferences', { seen: last.updatedAt, id: last.userId });
}

/** Revealed preferences changed: the list is due once the burst of actions settles. */
async function followRevealed(stores: Stores) {
  const place = await stores.candidateFeeds.place('revealed');
  const changed = await stores.revealedPreferences.changedSince(place.seen, FEED_BATCH);
  for (const { userId, at } of changed)
    await stores.candidateLists.markDue([userId], new Date(at.getTime() + REVEALED_SETTLE_MS));
  const last = changed[changed.length - 1];
  if (last) await stores.candidateFeeds.advance('revealed', { seen: last.at, id: last.userId });
}

/**
 * One pass: the three feeds, then the lists that are due or older than LIST_REFRESH_MS, for at most `budgetMs` (what
 * is left waits for the next pass: the feeds keep their place).
 */
export async function refreshCandidateLists(
  stores: Stores,
  now: Date,
  logger: Logger,
  budgetMs = PASS_BUDGET_MS
): Promise<PassCounts> {
  const until = performance.now() + budgetMs;
  const counts: PassCounts = { built: 0, placed: 0, withdrawn: 0 };
  await followProfiles(stores, now, until, counts, logger);
  await followPreferences(stores, now, until, counts, logger);
  await followRevealed(stores);
  const due = await stores.candidateLists.due(
    now,
    new Date(now.getTime() - LIST_REFRESH_MS),
    REBUILDS_PER_PASS
  );
  for (const userId of due) {
    if (performance.now() > until) break;
    await rebuild(stores, userId, now, false, counts, logger);
  }
  return counts;
}

export function startCandidateListJob(
  stores: Stores,
  connection: Connection,
  now: () => Date,
  logger: Logger
): PeriodicJob {
  return startPeriodicJob({
    name: 'candidate-lists',
    intervalMs: CANDIDATE_LIST_JOB_INTERVAL_MS,
    lease: { connection },
    logger,
    async run() {
      const counts = await refreshCandidateLists(stores, now(), logger);
      if (counts.built + counts.withdrawn > 0) logger.info(counts, 'candidate lists refreshed');
    }
  });
}
