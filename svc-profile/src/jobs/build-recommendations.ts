// Daily recommendations built ahead of the member's visit (docs/product-rules.md#daily-recommendations; a batch job),
// so the dashboard reads a stored list. A member who comes before the job still gets one built on request.
import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@matrimony/service-kit';
import { todaysRecommendations } from '../discovery/build-recommendations';
import { loadViewer } from '../discovery/viewer';
import { dayInIndia } from '../domain/india-day';
import { type Stores } from '../store';

export const RECOMMENDATION_JOB_INTERVAL_MS = 60 * 60 * 1000;
/** Members active this recently get their list built by the job. */
export const ACTIVE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 50;

/** Builds today's list for every recently active, approved member who has none yet; returns how many it built. */
export async function buildMissingRecommendations(
  stores: Stores,
  now: Date,
  logger: Logger
): Promise<number> {
  const day = dayInIndia(now);
  let built = 0;
  let after: Date | undefined;
  for (;;) {
    const members = await stores.profiles.model
      .find(
        {
          moderationStatus: 'approved',
          lastActiveAt: { $gte: new Date(now.getTime() - ACTIVE_WITHIN_MS), ...(after ? { $lt: after } : {}) }
        },
        { userId: 1, lastActiveAt: 1 }
      )
      .sort({ lastActiveAt: -1 })
      .limit(BATCH)
      .lean<{ userId: string; lastActiveAt: Date }[]>();
    for (const member of members) {
      if (await stores.recommendations.today(member.userId, day)) continue;
      try {
        await todaysRecommendations(stores, await loadViewer(stores, member.userId, now), day, now);
        built += 1;
      } catch (error) {
        logger.warn(
          { err: error, userId: member.userId },
          'recommendations not built for one member; the next pass retries'
        );
      }
    }
    if (members.length < BATCH) return built;
    after = members[members.length - 1]!.lastActiveAt;
  }
}

export function startRecommendationJob(
  stores: Stores,
  connection: Connection,
  now: () => Date,
  logger: Logger
): PeriodicJob {
  return startPeriodicJob({
    name: 'build-recommendations',
    intervalMs: RECOMMENDATION_JOB_INTERVAL_MS,
    lease: { connection },
    logger,
    async run() {
      const built = await buildMissingRecommendations(stores, now(), logger);
      if (built > 0) logger.info({ built }, 'daily recommendations built');
    }
  });
}
