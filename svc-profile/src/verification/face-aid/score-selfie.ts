// The face-similarity aid for a waiting selfie (docs/product-rules.md#verification), run after the selfie is stored,
// never on its request: the selfie against each of the member's profile photos (their `card` variant) in the
// worker; only the scores are stored. A failure stores `failed`, and the moderator decides without the aid. The submit
// route starts it at once; the face-aid job (jobs/face-aid.ts) starts it for selfies left without one.
import { buffer } from 'node:stream/consumers';
import { primaryFirst } from '../../domain/photo-order';
import { type Stores } from '../../store';
import { type FaceScorer } from './face-aid-client';

export interface FaceAidDeps {
  stores: Pick<Stores, 'photoChecks' | 'profiles' | 'images'>;
  faceScorer: FaceScorer;
}

/**
 * A scoring that stored nothing for this long was lost (the process stopped while it ran) and may start again: longer
 * than the worker's 120-second bound on one request with a few selfies queued before it.
 */
export const FACE_AID_LOST_AFTER_MS = 10 * 60_000;
/** Scorings started for one selfie, lost ones included; after the last is lost the aid is `failed` (unavailable). */
export const FACE_AID_MAX_ATTEMPTS = 3;

/** Selfies this process is scoring now (a request may wait behind others in the worker longer than the claim lasts). */
const scoringHere = new Set<string>();

export function isScoringHere(checkId: string): boolean {
  return scoringHere.has(checkId);
}

/**
 * Claims the selfie's scoring (see FACE_AID_MAX_ATTEMPTS) and stores its outcome; `skipped` when it is no longer
 * waiting, has its aid, is being scored, or has used its attempts.
 */
export async function scoreSelfie(
  deps: FaceAidDeps,
  checkId: string,
  now: Date
): Promise<'scored' | 'failed' | 'skipped'> {
  const { photoChecks, profiles, images } = deps.stores;
  if (scoringHere.has(checkId)) return 'skipped';
  scoringHere.add(checkId);
  try {
    const staleBefore = new Date(now.getTime() - FACE_AID_LOST_AFTER_MS);
    const check = await photoChecks.claimFaceAid(checkId, now, staleBefore, FACE_AID_MAX_ATTEMPTS);
    if (!check) return 'skipped';
    try {
      const member = await profiles.findById(check.profileId, { photos: 1 });
      const selfie = await buffer(images.open(check.selfieId));
      const photos = [];
      for (const photo of primaryFirst(member?.photos ?? []))
        photos.push({ photoId: photo.id, image: await buffer(images.open(photo.files.card)) });
      const scores = await deps.faceScorer.score(selfie, photos);
      await photoChecks.recordFaceAid(checkId, { failed: false, photos: scores });
      return 'scored';
    } catch {
      await photoChecks.recordFaceAid(checkId, { failed: true, photos: [] });
      return 'failed';
    }
  } finally {
    scoringHere.delete(checkId);
  }
}
