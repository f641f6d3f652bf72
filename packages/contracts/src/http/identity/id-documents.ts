// ID verification by a photo of a PAN card, passport, voter ID or driving licence, which a moderator compares with
// the profile (docs/product-rules.md#verification): the member's upload, and the administrators' queue, oldest first.
// The image is deleted at the decision, or after 7 days undecided; only the outcome is kept.
import { z } from 'zod';
import { ID_DOCUMENT_KIND_IDS, ID_DOCUMENT_REJECT_REASON_IDS } from '@matrimony/catalog';
import { paginationQuerySchema, pagedResponseSchema } from '../pagination';
import { defineRoute } from '../route';
import { ID_DOCUMENT_REVIEW_STATUSES, verificationChecksSchema } from './verification';

export const ID_DOCUMENT_UPLOAD_FIELD = 'image';

const isoDateTime = z.iso.datetime({ offset: true });

/** A submission as the queue lists it: who (by profile id), which document, since when. */
export const idDocumentQueueItemSchema = z.object({
  submissionId: z.uuid(),
  profileId: z.string().min(1),
  /** The member's number and public name when the document was sent (null for submissions older than these). */
  memberNumber: z.string().nullable(),
  displayName: z.string().nullable(),
  kind: z.enum(ID_DOCUMENT_KIND_IDS),
  submittedAt: isoDateTime,
  /** Waiting longer than the 24-hour target (while pending). */
  overdue: z.boolean()
});

/** One submission with its state: `approved` verified the ID; the others are as the member's checks say. */
export const idDocumentItemSchema = idDocumentQueueItemSchema.extend({
  status: z.enum(['approved', ...ID_DOCUMENT_REVIEW_STATUSES]),
  decidedAt: isoDateTime.nullable(),
  reason: z.enum(ID_DOCUMENT_REJECT_REASON_IDS).nullable()
});
export type IdDocumentItem = z.infer<typeof idDocumentItemSchema>;

export const idDocumentDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.enum(ID_DOCUMENT_REJECT_REASON_IDS) })
]);

const submissionParams = z.object({ submissionId: z.uuid() });

export const idDocumentRoutes = {
  submitIdDocument: defineRoute({
    name: 'identity.submitIdDocument',
    method: 'POST',
    path: '/verification/documents',
    auth: 'member',
    summary:
      'Sends a photo of an ID document (field `image`: JPEG, PNG or WebP, at most 8 MB) and which document it is (field `kind`) for a moderator to compare with the profile',
    description:
      'The image type is read from the file’s first bytes. One submission waits at a time (409 `document_already_pending`); a verified ID needs none (409 `id_already_verified`); without a profile there is nothing to compare with (409 `profile_missing`). Uploads count against the same hourly limit as Aadhaar checks. The answer is the member’s checks, with the submission pending.',
    request: {
      multipart: { field: ID_DOCUMENT_UPLOAD_FIELD, maxFiles: 1 },
      body: z.object({ kind: z.enum(ID_DOCUMENT_KIND_IDS) })
    },
    response: { status: 201, body: verificationChecksSchema },
    errors: [
      'document_image_missing',
      'document_image_too_large',
      'document_not_an_image',
      'document_image_too_small',
      'malformed_upload',
      'id_already_verified',
      'document_already_pending',
      'profile_missing',
      'profile_unavailable',
      'too_many_requests'
    ]
  }),
  idDocumentQueue: defineRoute({
    name: 'identity.idDocumentQueue',
    method: 'GET',
    path: '/admin/verification/documents',
    auth: 'admin',
    summary: 'Administrators: the ID documents waiting for a decision, oldest first',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: pagedResponseSchema(idDocumentQueueItemSchema) },
    errors: []
  }),
  idDocumentItem: defineRoute({
    name: 'identity.idDocumentItem',
    method: 'GET',
    path: '/admin/verification/documents/:submissionId',
    auth: 'admin',
    summary: 'Administrators: one ID document submission and its state',
    request: { params: submissionParams },
    response: { status: 200, body: idDocumentItemSchema },
    errors: ['document_not_found']
  }),
  idDocumentImage: defineRoute({
    name: 'identity.idDocumentImage',
    method: 'GET',
    path: '/admin/verification/documents/:submissionId/image',
    auth: 'admin',
    summary:
      'Administrators: the document’s image while it waits for a decision (never cached; gone once decided or expired: 410 `document_image_gone`)',
    request: { params: submissionParams },
    response: { status: 200, contentType: 'image/*' },
    errors: ['document_not_found', 'document_image_gone']
  }),
  decideIdDocument: defineRoute({
    name: 'identity.decideIdDocument',
    method: 'POST',
    path: '/admin/verification/documents/:submissionId/decision',
    auth: 'admin',
    summary:
      'Administrators: approve (the ID is verified) or reject with a reason the member reads; the image is deleted either way',
    description:
      'A submission already decided (by another administrator) or expired is 409 `document_already_decided`. The decision is written to the moderation audit log.',
    request: { params: submissionParams, body: idDocumentDecisionSchema },
    response: { status: 200, body: idDocumentItemSchema },
    errors: ['document_not_found', 'document_already_decided']
  })
};
