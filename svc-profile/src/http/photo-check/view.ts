// What administrators see of a photo check: the queue row, and the item with the selfie's URL and the profile photos.
import {
  type FaceAid,
  LIKELY_SAME_PERSON_FROM,
  type SelfieItem,
  type SelfieQueueItem
} from '@matrimony/contracts/http/profile/photo-check';
import { reviewOverdue } from '../../domain/photo-check';
import { primaryFirst } from '../../domain/photo-order';
import { type PhotoCheckDoc } from '../../store/photo-checks';
import { type ProfileDoc } from '../../store/profile-model';
import { imageUrls } from '../profiles/view';

export type CheckedMember = Pick<ProfileDoc, 'memberNumber' | 'fullName'> &
  Partial<Pick<ProfileDoc, 'photos'>>;

export function selfieQueueItemView(
  check: PhotoCheckDoc,
  member: CheckedMember | undefined,
  now: Date
): SelfieQueueItem {
  return {
    checkId: check._id,
    profileId: check.profileId,
    memberNumber: member?.memberNumber ?? null,
    displayName: member?.fullName ?? '',
    pose: check.pose,
    submittedAt: check.submittedAt.toISOString(),
    overdue: check.status === 'pending' && reviewOverdue(check.submittedAt, now)
  };
}

/** The face aid for one profile photo: pending until the worker answers while the selfie waits. */
export function faceAidOf(check: PhotoCheckDoc, photoId: string): FaceAid {
  const waiting = check.status === 'pending' && check.selfieHeld;
  // Scores are held only while the selfie waits (cleared with it, also in a decision's own answer).
  const scored = waiting ? check.faceAid?.photos.find((each) => each.photoId === photoId) : undefined;
  if (!scored) {
    const state = !check.faceAid && waiting ? 'pending' : 'unavailable';
    return { similarity: null, likelySamePerson: null, state };
  }
  const { similarity, state } = scored;
  return {
    similarity,
    likelySamePerson: similarity === null ? null : similarity >= LIKELY_SAME_PERSON_FROM,
    state
  };
}

export function selfieItemView(
  check: PhotoCheckDoc,
  member: CheckedMember | undefined,
  basePath: string,
  now: Date
): SelfieItem {
  return {
    ...selfieQueueItemView(check, member, now),
    status: check.status,
    decidedAt: check.decidedAt?.toISOString() ?? null,
    reason: check.reason,
    selfieUrl:
      check.status === 'pending' && check.selfieHeld
        ? `${basePath}/admin/verification/selfies/${check._id}/selfie`
        : null,
    photos: primaryFirst(member?.photos ?? []).map((photo) => ({
      photoId: photo.id,
      url: imageUrls(photo).card,
      faceAid: faceAidOf(check, photo.id)
    }))
  };
}
