// The photo check (docs/product-rules.md#verification): a live selfie in a pose drawn by the server, which a
// moderator compares with the member's profile photos. The selfie is deleted at the decision, or after 7 days
// undecided; only the outcome is kept. Others see only the Photo verified badge.
import { z } from 'zod';
import { PHOTO_CHECK_REJECT_REASON_IDS, SELFIE_POSE_IDS } from '@matrimony/catalog/photo-check';
import { paginationQuerySchema, pagedResponseSchema } from '../pagination';
import { defineRoute } from '../route';

export const SELFIE_UPLOAD_FIELD = 'selfie';

const isoDateTime = z.iso.datetime();
const poseSchema = z.enum(SELFIE_POSE_IDS);
const reasonSchema = z.enum(PHOTO_CHECK_REJECT_REASON_IDS);

export const photoCheckChallengeSchema = z.object({
  challengeId: z.uuid(),
  pose: poseSchema,
  /** The selfie must be sent before this; a challenge takes one selfie. */
  expiresAt: isoDateTime
});
export type PhotoCheckChallenge = z.infer<typeof photoCheckChallengeSchema>;

export const PHOTO_CHECK_STATUSES = ['none', 'pending', 'verified', 'rejected', 'expired'] as const;
export type PhotoCheckStatus = (typeof PHOTO_CHECK_STATUSES)[number];

/**
 * The member's photo check as they see it. A badge suspended by a new main photo reads as `none` with
 * `suspended: true` (the member takes a new selfie); the other fields describe the latest selfie.
 */
export const photoCheckStateSchema = z.object({
  status: z.enum(PHOTO_CHECK_STATUSES),
  suspended: z.boolean(),
  pose: poseSchema.nullable(),
  submittedAt: isoDateTime.nullable(),
  decidedAt: isoDateTime.nullable(),
  /** Why a moderator refused the latest selfie (status `rejected`). */
  reason: reasonSchema.nullable()
});
export type PhotoCheckState = z.infer<typeof photoCheckStateSchema>;

/** A selfie waiting in the administrators' queue. */
export const selfieQueueItemSchema = z.object({
  checkId: z.uuid(),
  profileId: z.string(),
  memberNumber: z.string().nullable(),
  displayName: z.string(),
  pose: poseSchema,
  submittedAt: isoDateTime,
  /** Waiting longer than the 24-hour target. */
  overdue: z.boolean()
});
export type SelfieQueueItem = z.infer<typeof selfieQueueItemSchema>;

/**
 * The face-similarity aid for one profile photo (administrators only, never the member): computed after the selfie
 * arrives, off the request path. `scored`: `similarity` is 100 × (1 − the Euclidean distance between the two faces'
 * descriptors), floored at 0; `no_face_in_selfie` / `no_face_in_photo`: no face was found in that image; `pending`:
 * not computed yet; `unavailable`: the aid failed, the photo came later, or the check was decided before it ran. An
 * aid, never the decision: the moderator compares the images.
 */
export const FACE_AID_STATES = [
  'scored',
  'no_face_in_selfie',
  'no_face_in_photo',
  'pending',
  'unavailable'
] as const;
export type FaceAidState = (typeof FACE_AID_STATES)[number];

/**
 * Scores from here up read "likely the same person": face-api's documented threshold, a descriptor distance under
 * 0.6, is a similarity over 40.
 */
export const LIKELY_SAME_PERSON_FROM = 40;

export const faceAidSchema = z.object({
  similarity: z.number().int().min(0).max(100).nullable(),
  /** `similarity` is at least LIKELY_SAME_PERSON_FROM (null when not scored). */
  likelySamePerson: z.boolean().nullable(),
  state: z.enum(FACE_AID_STATES)
});
export type FaceAid = z.infer<typeof faceAidSchema>;

/** One check for the moderator: the selfie's URL (while held) beside the member's profile photos. */
export const selfieItemSchema = selfieQueueItemSchema.extend({
  /** `replaced`: the member sent a newer selfie before anyone decided. */
  status: z.enum(['pending', 'approved', 'rejected', 'expired', 'replaced']),
  decidedAt: isoDateTime.nullable(),
  reason: reasonSchema.nullable(),
  /** Null once the selfie is deleted (decided or expired). */
  selfieUrl: z.string().nullable(),
  photos: z.array(z.object({ photoId: z.string(), url: z.string(), faceAid: faceAidSchema }))
});
export type SelfieItem = z.infer<typeof selfieItemSchema>;

export const selfieDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: reasonSchema })
]);
export type SelfieDecision = z.infer<typeof selfieDecisionSchema>;

const checkParams = z.object({ checkId: z.uuid() });

export const photoCheckRoutes = {
  createPhotoCheckChallenge: defineRoute({
    name: 'profiles.createPhotoCheckChallenge',
    method: 'POST',
    path: '/me/photo-check/challenge',
    auth: 'member',
    summary: 'Draws the pose the member’s next selfie must show (valid 15 minutes, for one selfie)',
    description:
      'Without a profile photo there is nothing to compare with (409 `photo_check_needs_photo`); a member who holds the badge needs no check (409 `photo_already_verified`).',
    response: { status: 201, body: photoCheckChallengeSchema },
    errors: ['profile_missing', 'photo_check_needs_photo', 'photo_already_verified']
  }),
  submitSelfie: defineRoute({
    name: 'profiles.submitSelfie',
    method: 'POST',
    path: '/me/photo-check',
    auth: 'member',
    summary:
      'Sends the live selfie (field `selfie`: JPEG, PNG or WebP, at most 8 MB, shorter side at least 320 px) taken for a challenge (field `challengeId`)',
    description:
      'The image is re-encoded as JPEG without its metadata. A selfie sent while another waits replaces it. The challenge must be this member’s, unused and not expired. The answer is the member’s check, pending.',
    request: {
      multipart: { field: SELFIE_UPLOAD_FIELD, maxFiles: 1 },
      body: z.object({ challengeId: z.uuid() })
    },
    response: { status: 201, body: photoCheckStateSchema },
    errors: [
      'profile_missing',
      'photo_check_needs_photo',
      'photo_already_verified',
      'selfie_missing',
      'selfie_too_large',
      'selfie_too_small',
      'selfie_not_an_image',
      'photo_too_large',
      'upload_too_large',
      'malformed_upload',
      'too_many_uploads',
      'challenge_unknown',
      'challenge_expired',
      'challenge_used'
    ]
  }),
  getPhotoCheck: defineRoute({
    name: 'profiles.getPhotoCheck',
    method: 'GET',
    path: '/me/photo-check',
    auth: 'member',
    summary: 'The member’s photo check: none, pending, verified, rejected (with the reason) or expired',
    response: { status: 200, body: photoCheckStateSchema },
    errors: ['profile_missing']
  }),
  selfieQueue: defineRoute({
    name: 'profiles.selfieQueue',
    method: 'GET',
    path: '/admin/verification/selfies',
    auth: 'admin',
    summary: 'Administrators: the selfies waiting for a decision, oldest first',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: pagedResponseSchema(selfieQueueItemSchema) },
    errors: []
  }),
  selfieItem: defineRoute({
    name: 'profiles.selfieItem',
    method: 'GET',
    path: '/admin/verification/selfies/:checkId',
    auth: 'admin',
    summary: 'Administrators: one photo check with the member’s profile photos',
    request: { params: checkParams },
    response: { status: 200, body: selfieItemSchema },
    errors: ['photo_check_not_found']
  }),
  selfieImage: defineRoute({
    name: 'profiles.selfieImage',
    method: 'GET',
    path: '/admin/verification/selfies/:checkId/selfie',
    auth: 'admin',
    summary:
      'Administrators: the selfie while it waits for a decision (never cached; gone once decided or expired: 410 `selfie_gone`)',
    request: { params: checkParams },
    response: { status: 200, contentType: 'image/jpeg' },
    errors: ['photo_check_not_found', 'selfie_gone']
  }),
  decideSelfie: defineRoute({
    name: 'profiles.decideSelfie',
    method: 'POST',
    path: '/admin/verification/selfies/:checkId/decision',
    auth: 'admin',
    summary:
      'Administrators: approve (the member holds Photo verified) or reject with a reason the member reads; the selfie is deleted either way',
    description:
      'A check already decided (by another administrator) or expired is 409 `photo_check_already_decided`. The decision is written to the moderation audit log.',
    request: { params: checkParams, body: selfieDecisionSchema },
    response: { status: 200, body: selfieItemSchema },
    errors: ['photo_check_not_found', 'photo_check_already_decided']
  })
};
