// The member's own verification checks (docs/product-rules.md#verification): the mobile (the registration OTP) and
// the ID, by Aadhaar Paperless Offline e-KYC here or by a photo of an ID document a moderator compares with the
// profile (identity/id-documents.ts). Only the outcome is answered, never what the file held.
import { z } from 'zod';
import { ID_DOCUMENT_KIND_IDS, ID_DOCUMENT_REJECT_REASON_IDS } from '@matrimony/catalog';
import { defineRoute } from '../route';

export const ID_VERIFICATION_METHODS = ['aadhaar-offline', 'document'] as const;
export type IdVerificationMethod = (typeof ID_VERIFICATION_METHODS)[number];

/** A document submission that has not verified the ID: waiting for a moderator, refused, or expired unread. */
export const ID_DOCUMENT_REVIEW_STATUSES = ['pending', 'rejected', 'expired'] as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** The member's latest document submission while the ID is not verified (null without one, or once verified). */
export const idDocumentReviewSchema = z.object({
  status: z.enum(ID_DOCUMENT_REVIEW_STATUSES),
  kind: z.enum(ID_DOCUMENT_KIND_IDS),
  submittedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  /** Why a moderator refused it (a catalog ID_DOCUMENT_REJECT_REASONS id); null unless rejected. */
  reason: z.enum(ID_DOCUMENT_REJECT_REASON_IDS).nullable()
});

export const verificationChecksSchema = z.object({
  /** Every member's mobile was verified by OTP at registration. */
  mobile: z.object({ verified: z.boolean() }),
  id: z.object({
    verified: z.boolean(),
    method: z.enum(ID_VERIFICATION_METHODS).nullable(),
    verifiedAt: isoDateTime.nullable(),
    review: idDocumentReviewSchema.nullable()
  })
});
export type VerificationChecks = z.infer<typeof verificationChecksSchema>;

/** The share code the member chose on UIDAI's portal (four characters there today; older files used longer phrases). */
export const shareCodeSchema = z
  .string()
  .min(4)
  .max(32)
  .regex(/^[\x21-\x7e]+$/, 'letters, digits and symbols only');

export const AADHAAR_UPLOAD_FIELD = 'file';

export const verificationRoutes = {
  getVerification: defineRoute({
    name: 'identity.getVerification',
    method: 'GET',
    path: '/verification',
    auth: 'member',
    summary: 'The signed-in member’s verification checks: mobile, and ID with its method and time',
    response: { status: 200, body: verificationChecksSchema },
    errors: []
  }),
  verifyAadhaarOffline: defineRoute({
    name: 'identity.verifyAadhaarOffline',
    method: 'POST',
    path: '/verification/aadhaar',
    auth: 'member',
    summary:
      'Verifies the member’s ID with their Aadhaar Paperless Offline e-KYC ZIP (field `file`) and its share code (field `shareCode`)',
    description:
      'The ZIP is opened and checked in memory and never kept: UIDAI’s signature, then the mobile linked to the Aadhaar against the member’s verified mobile, then name, date of birth and gender against the profile, then the file’s age (at most 3 days), then that the same person has not verified another account. Each failure has its own code and message. Only the outcome is kept.',
    request: {
      multipart: { field: AADHAAR_UPLOAD_FIELD, maxFiles: 1 },
      body: z.object({ shareCode: shareCodeSchema })
    },
    response: { status: 201, body: verificationChecksSchema },
    errors: [
      'aadhaar_file_missing',
      'aadhaar_file_too_large',
      'malformed_upload',
      'aadhaar_file_unreadable',
      'wrong_share_code',
      'aadhaar_signature_invalid',
      'aadhaar_mobile_mismatch',
      'aadhaar_name_mismatch',
      'aadhaar_dob_mismatch',
      'aadhaar_gender_mismatch',
      'aadhaar_file_stale',
      'aadhaar_already_used',
      'id_already_verified',
      'profile_missing',
      'profile_unavailable',
      'too_many_requests'
    ]
  })
};
