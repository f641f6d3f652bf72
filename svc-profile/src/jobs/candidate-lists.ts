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

export interface PassCounts {
  built: number;
  placed: number;
  withdrawn: number;
}

/** Rebuilds one member's own list and places them in others' lists; a failure leaves it to the next pass. */
async function rebuildAndPlace(
  stores: Stores,
  userId: string,
  now: Date,
  counts: PassCounts,
  logger: Logger
) {
  try {
    await buildCandidateList(stores, userId, now);
    counts.built += 1;
    counts.placed += await placeInOthersLists(stores, userId, now);
  } catch (error) {
    logger.warn({ err: error, userId }, 'candidate list not rebuilt for one member; the next pass retries');
  }
}

/** Profiles changed since the feed's place: a member whose own facts changed (or who has no list yet) is redone. */
async function followProfiles(stores: Stores, now: Date, counts: PassCounts, logger: Logger) {
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
  for (const doc of changed) {
    const key = keys.get(doc.userId);
    if (doc.moderationStatus !== 'approved') {
      // Pending, rejected or suspended: out of others' lists (an indexed update), and no list of their own.
      await stores.candidateLists.withdraw(doc._id);
      if (key !== undefined) {
        await stores.candidateLists.eraseOf(doc.userId);
        counts.withdrawn += 1;
      }
    } else if (key !== factsKeyOf(doc)) {
      // New (just approved), or their own facts changed; a mere visit (lastActiveAt) changes nothing here.
      await rebuildAndPlace(stores, doc.userId, now, counts, logger);
    }
  }
  const last = changed[changed.length - 1];
  if (last) await stores.candidateFeeds.advance('profiles', { seen: last.updatedAt, id: String(last._id) });
}

/** Stated preferences changed: the member's list, and their entry in others' (the score is reciprocal), at once. */
async function followPreferences(stores: Stores, now: Date, counts: PassCounts, logger: Logger) {
  const place = await stores.candidateFeeds.place('preferences');
  const changed = await stores.preferences.changedSince(place.seen, FEED_BATCH);
  const listed = await stores.candidateLists.keysOf(changed.map((each) => each.userId));
  for (const { userId } of changed)
    if (listed.has(userId)) await rebuildAndPlace(stores, userId, now, counts, logger);
  const last = changed[changed.length - 1];
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

/** One pass: the three feeds, then the lists that are due or older than LIST_REFRESH_MS. */
export async function refreshCandidateLists(stores: Stores, now: Date, logger: Logger): Promise<PassCounts> {
  const counts: PassCounts = { built: 0, placed: 0, withdrawn: 0 };
  await followProfiles(stores, now, counts, logger);
  await followPreferences(stores, now, counts, logger);
  await followRevealed(stores);
  const due = await stores.candidateLists.due(
    now,
    new Date(now.getTime() - LIST_REFRESH_MS),
    REBUILDS_PER_PASS
  );
  for (const userId of due) {
    try {
      await buildCandidateList(stores, userId, now);
      counts.built += 1;
    } catch (error) {
      logger.warn({ err: error, userId }, 'candidate list not rebuilt for one member; the next pass retries');
    }
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
