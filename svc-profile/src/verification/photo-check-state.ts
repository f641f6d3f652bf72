import { type PhotoCheckState } from '@matrimony/contracts/http/profile/photo-check';
import { memberCheckStatus } from '../domain/photo-check';
import { type Stores } from '../store';
import { type ProfileDoc } from '../store/profile-model';

/** The member's photo check as GET /me/photo-check answers it: the badge, and the latest selfie's outcome. */
export async function photoCheckStateOf(
  stores: Pick<Stores, 'photoChecks'>,
  profile: Pick<ProfileDoc, 'userId' | 'photoVerified'>
): Promise<PhotoCheckState> {
  const latest = await stores.photoChecks.latestOf(profile.userId);
  const { status, suspended } = memberCheckStatus(latest?.status ?? null, profile.photoVerified === true);
  const shown = latest && latest.status !== 'replaced' ? latest : null;
  return {
    status,
    suspended,
    pose: shown?.pose ?? null,
    submittedAt: shown?.submittedAt.toISOString() ?? null,
    decidedAt: shown?.decidedAt?.toISOString() ?? null,
    reason: shown?.status === 'rejected' ? shown.reason : null
  };
}
