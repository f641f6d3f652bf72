// The face aid's safety net (docs/product-rules.md#verification): the submit route scores a selfie at once, but a
// selfie the demo seed stored, or whose scoring was lost (a restart, a replaced pod), would wait "still being
// computed" for ever. Each pass scores a few waiting selfies without an aid, oldest first, through the same
// scoreSelfie; one replica at a time (a lease), and each selfie's scoring is claimed on its check as well.
import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@matrimony/service-kit';
import {
  FACE_AID_LOST_AFTER_MS,
  FACE_AID_MAX_ATTEMPTS,
  isScoringHere,
  scoreSelfie,
  type FaceAidDeps
} from '../verification/face-aid/score-selfie';

/** Selfies scored per pass: about a second each with the models loaded, and selfies arrive a few an hour. */
const BATCH = 5;
/** A pass starts no new scoring after this long; one already started is bounded by the worker's 120 s. */
const PASS_BUDGET_MS = 60_000;
/** Longer than a pass can take (its budget plus one bounded request), so the lease outlives a running pass. */
const LEASE_TTL_MS = 5 * 60_000;

export interface FaceAidPass {
  scored: number;
  failed: number;
  /** Selfies whose last allowed scoring was lost: stored as `failed`, shown as unavailable. */
  givenUp: number;
}

/** One pass: what the periodic job runs, and what tests call with their own clock. */
export async function scoreWaitingSelfies(
  deps: FaceAidDeps,
  now: Date,
  logger: Logger,
  budgetMs = PASS_BUDGET_MS
): Promise<FaceAidPass> {
  const until = performance.now() + budgetMs;
  const pass: FaceAidPass = { scored: 0, failed: 0, givenUp: 0 };
  const staleBefore = new Date(now.getTime() - FACE_AID_LOST_AFTER_MS);
  for (const check of await deps.stores.photoChecks.awaitingFaceAid(staleBefore, BATCH)) {
    if (performance.now() > until) break;
    if (isScoringHere(check._id)) continue;
    if ((check.faceAidAttempts ?? 0) >= FACE_AID_MAX_ATTEMPTS) {
      await deps.stores.photoChecks.recordFaceAid(check._id, { failed: true, photos: [] });
      pass.givenUp += 1;
      logger.warn({ checkId: check._id }, 'face aid given up: every scoring of the selfie was lost');
      continue;
    }
    const outcome = await scoreSelfie(deps, check._id, now);
    if (outcome === 'scored') pass.scored += 1;
    else if (outcome === 'failed') pass.failed += 1;
  }
  return pass;
}

export function startFaceAidJob(
  deps: FaceAidDeps,
  connection: Connection,
  now: () => Date,
  logger: Logger,
  /** FACE_AID_JOB_INTERVAL_MS in config.ts. */
  intervalMs: number
): PeriodicJob {
  return startPeriodicJob({
    name: 'face-aid',
    intervalMs,
    lease: { connection, ttlMs: LEASE_TTL_MS },
    logger,
    async run() {
      const pass = await scoreWaitingSelfies(deps, now(), logger);
      if (pass.scored + pass.failed + pass.givenUp > 0) logger.info(pass, 'face aid for waiting selfies');
    }
  });
}
