// An ID check by a photo of an ID document (docs/product-rules.md#verification): the image must be a readable JPEG,
// PNG or WebP, the member must have a profile to compare it with and no check done or waiting; then the image is
// stored for a moderator and the submission queued. Nothing is read from the document here.
import { randomUUID } from 'node:crypto';
import { type IdDocumentKind } from '@matrimony/catalog';
import { problem, RequestUnansweredError } from '@matrimony/service-kit';
import { readableSize, readImageHeader } from '../../domain/id-document-image';
import { ID_DOCUMENT_MESSAGES as MESSAGES } from '../../domain/messages';
import { type IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'stores' | 'profileFacts' | 'now'>;

/** Queues the photo for a moderator; throws the first failing check's problem. Answers the submission's id. */
export async function submitIdDocument(
  deps: Deps,
  userId: string,
  upload: { image: Uint8Array; kind: IdDocumentKind }
): Promise<string> {
  const { stores } = deps;
  const header = readImageHeader(upload.image);
  if (!header) throw problem(415, MESSAGES.notAnImage, 'document_not_an_image');
  if (!readableSize(header)) throw problem(422, MESSAGES.imageTooSmall, 'document_image_too_small');

  if (await stores.idVerifications.of(userId))
    throw problem(409, MESSAGES.alreadyVerified, 'id_already_verified');
  if ((await stores.idDocuments.latestOf(userId))?.status === 'pending')
    throw problem(409, MESSAGES.alreadyPending, 'document_already_pending');

  const facts = await deps.profileFacts(userId).catch((err: unknown) => {
    if (err instanceof RequestUnansweredError)
      throw problem(503, MESSAGES.profileUnavailable, 'profile_unavailable', { retryAfterSeconds: 60 });
    throw err;
  });
  if (!facts.found) throw problem(409, MESSAGES.profileMissing, 'profile_missing');

  const submissionId = randomUUID();
  const imageId = await stores.idDocumentImages.put(upload.image, header.type, submissionId);
  const outcome = await stores.idDocuments
    .submit({
      _id: submissionId,
      userId,
      profileId: facts.profileId,
      memberNumber: facts.memberNumber,
      displayName: facts.fullName,
      kind: upload.kind,
      submittedAt: deps.now(),
      imageId,
      contentType: header.type
    })
    .catch(async (err: unknown) => {
      await stores.idDocumentImages.remove([imageId]);
      throw err;
    });
  if (outcome === 'already_pending') {
    // Another upload of the member's was queued in the meantime: this image is not needed.
    await stores.idDocumentImages.remove([imageId]);
    throw problem(409, MESSAGES.alreadyPending, 'document_already_pending');
  }
  return submissionId;
}
