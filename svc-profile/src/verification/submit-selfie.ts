// A member's selfie for the photo check (docs/product-rules.md#verification): the challenge must be theirs, unused
// and within its 15 minutes; the image is re-encoded before it is stored; a selfie already waiting is replaced.
import { randomUUID } from 'node:crypto';
import { problem } from '@matrimony/service-kit';
import { PHOTO_CHECK_PROBLEMS as PROBLEMS } from '../domain/messages';
import { primaryFirst } from '../domain/photo-order';
import { prepareSelfie, SELFIE_CONTENT_TYPE, SelfieRefused } from '../media/selfie-image';
import { type Stores } from '../store';
import { type ChallengeUse } from '../store/photo-check-challenges';
import { type ProfileDoc } from '../store/profile-model';
import { finishSelfieDecision } from './finish-selfie-decision';

type Deps = { stores: Stores; now: () => Date };

/** The member may take a selfie: a main photo to compare it with, and no badge held already. */
export function requireCheckable(profile: Pick<ProfileDoc, 'photos' | 'photoVerified'>) {
  const primary = primaryFirst(profile.photos)[0];
  if (!primary) throw problem(409, PROBLEMS.needsPhoto, 'photo_check_needs_photo');
  if (profile.photoVerified) throw problem(409, PROBLEMS.alreadyVerified, 'photo_already_verified');
  return primary;
}

function challengeRefused(use: Exclude<ChallengeUse, 'used_now'>) {
  switch (use) {
    case 'expired':
      return problem(409, PROBLEMS.challengeExpired, 'challenge_expired');
    case 'used':
      return problem(409, PROBLEMS.challengeUsed, 'challenge_used');
    default:
      return problem(404, PROBLEMS.challengeUnknown, 'challenge_unknown');
  }
}

function selfieRefused(err: SelfieRefused) {
  switch (err.refusal) {
    case 'too_large':
      return problem(413, PROBLEMS.selfieTooLarge, 'selfie_too_large');
    case 'too_small':
      return problem(400, PROBLEMS.selfieTooSmall, 'selfie_too_small');
    default:
      return problem(400, PROBLEMS.selfieNotAnImage, 'selfie_not_an_image');
  }
}

/** Stores the selfie as the member's waiting check; answers its id. */
export async function submitSelfie(
  deps: Deps,
  profile: ProfileDoc,
  input: { challengeId: string; image: Buffer }
): Promise<string> {
  const { stores } = deps;
  const { userId } = profile;
  const primary = requireCheckable(profile);
  const checked = await stores.photoCheckChallenges.check(input.challengeId, userId, deps.now());
  if (checked.use !== 'used_now') throw challengeRefused(checked.use);

  let jpeg: Buffer;
  try {
    jpeg = await prepareSelfie(input.image);
  } catch (err) {
    if (err instanceof SelfieRefused) throw selfieRefused(err);
    throw err;
  }
  const now = deps.now();
  const used = await stores.photoCheckChallenges.use(input.challengeId, userId, now);
  if (used.use !== 'used_now' || !used.pose)
    throw challengeRefused(used.use === 'used_now' ? 'used' : used.use);

  const checkId = randomUUID();
  const selfieId = await stores.images.put(jpeg, `selfie-${checkId}.jpg`, SELFIE_CONTENT_TYPE, userId);
  const check = {
    _id: checkId,
    userId,
    profileId: String(profile._id),
    pose: used.pose,
    submittedAt: now,
    primaryPhotoId: primary.id,
    selfieId
  };
  try {
    // Two tries: a selfie of the member sent at the same instant may take the waiting place in between.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const replaced = await stores.photoChecks.replacePending(userId, now);
      if (replaced) await finishSelfieDecision(stores, replaced);
      if ((await stores.photoChecks.submit(check)) === 'submitted') return checkId;
    }
    throw problem(409, PROBLEMS.challengeUsed, 'challenge_used');
  } catch (err) {
    await stores.images.remove([selfieId]);
    throw err;
  }
}
