// A moderator's decision on a waiting selfie (docs/product-rules.md#verification): the first decision wins, the
// approval gives the photo badge (while the main photo is the one compared), the selfie is deleted either way, and
// the decision is written to the moderation audit log; the member is told (profile.photo-check.decided).
import { PHOTO_CHECK_REJECT_REASONS, photoCheckRejectText } from '@matrimony/catalog/photo-check';
import { type SelfieDecision } from '@matrimony/contracts/http/profile/photo-check';
import { outboxEvent, problem } from '@matrimony/service-kit';
import { PHOTO_CHECK_PROBLEMS as PROBLEMS } from '../domain/messages';
import { type Stores } from '../store';
import { type PhotoCheckDoc } from '../store/photo-checks';
import { finishSelfieDecision } from './finish-selfie-decision';

export async function decideSelfie(
  deps: { stores: Stores; now: () => Date },
  checkId: string,
  decision: SelfieDecision,
  actorUserId: string
): Promise<PhotoCheckDoc> {
  const { stores } = deps;
  const check = await stores.photoChecks.get(checkId);
  if (!check) throw problem(404, PROBLEMS.checkNotFound, 'photo_check_not_found');
  const approve = decision.decision === 'approve';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const decidedAt = deps.now();
  const told = outboxEvent('profile.photo-check.decided', {
    userId: check.userId,
    profileId: check.profileId,
    at: decidedAt.toISOString(),
    decision: approve ? 'approved' : 'rejected',
    reason: reason ? photoCheckRejectText(reason) : null
  });
  const decided = await stores.photoChecks.decide(
    checkId,
    { status: approve ? 'approved' : 'rejected', reason, actorUserId, decidedAt },
    [told]
  );
  if (!decided) throw problem(409, PROBLEMS.alreadyDecided, 'photo_check_already_decided');

  if (approve) await stores.profiles.grantPhotoBadge(decided.profileId, decided.primaryPhotoId);
  await finishSelfieDecision(stores, decided);
  const profile = await stores.profiles.findById(decided.profileId, { memberNumber: 1 });
  await stores.moderationAudit.append({
    _id: `${decided.profileId}:${decided._id}:selfie-decision`,
    at: decidedAt,
    actorUserId,
    action: approve ? 'verification.photo.approved' : 'verification.photo.rejected',
    profileId: decided.profileId,
    userId: decided.userId,
    memberNumber: profile?.memberNumber ?? null,
    before: 'pending',
    after: decided.status,
    reason: PHOTO_CHECK_REJECT_REASONS.find((each) => each.id === reason)?.label ?? null,
    note: null
  });
  return { ...decided, selfieHeld: false };
}
