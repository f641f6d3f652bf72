import { type Router } from 'express';
import {
  ID_DOCUMENT_UPLOAD_FIELD,
  idDocumentRoutes as routes
} from '@matrimony/contracts/http/identity/id-documents';
import { type IdDocumentKind } from '@matrimony/catalog';
import {
  contractRoute,
  HttpProblem,
  inputOf,
  problem,
  requireAuth,
  requireRole,
  sendJson,
  validate
} from '@matrimony/service-kit';
import { ID_DOCUMENT_MESSAGES as MESSAGES } from '../../domain/messages';
import { ID_VERIFICATION_ATTEMPTS } from '../../domain/verification-limits';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { decideIdDocument } from './decide-document';
import { ID_DOCUMENT_UPLOAD, receiveFile } from './receive-file';
import { submitIdDocument } from './submit-document';
import { checksOf, idDocumentItemView } from './view';

/** The realm role of the moderators who work the queue (as svc-profile's console). */
const ADMIN_ROLE = 'admin';

/**
 * POST /verification/documents (the member's photo of an ID document) and the administrators' queue of them:
 * list, item, image, decision. Logs carry ids and codes only.
 */
export function idDocumentRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, verifier } = deps;
  const administrators = [requireAuth(verifier), requireRole(ADMIN_ROLE)];

  contractRoute(
    router,
    routes.submitIdDocument,
    requireAuth(verifier),
    async (req, _res, next) => {
      await enforceLimit(
        stores.rateLimits,
        `id-verification:${req.auth!.userId}`,
        ID_VERIFICATION_ATTEMPTS,
        { message: MESSAGES.tooManyAttempts, code: 'too_many_requests' },
        deps.now()
      );
      next();
    },
    receiveFile(ID_DOCUMENT_UPLOAD_FIELD, ID_DOCUMENT_UPLOAD),
    validate({ body: routes.submitIdDocument.request.body }),
    async (req, res) => {
      const userId = req.auth!.userId;
      if (!req.file) throw problem(400, MESSAGES.imageMissing, 'document_image_missing');
      const kind = (req.body as { kind: IdDocumentKind }).kind;
      try {
        const submissionId = await submitIdDocument(deps, userId, {
          image: new Uint8Array(req.file.buffer),
          kind
        });
        req.log.info({ userId, submissionId, kind }, 'ID document queued for review');
      } catch (err) {
        if (err instanceof HttpProblem) req.log.info({ userId, code: err.code }, 'ID document refused');
        throw err;
      }
      res.set('Cache-Control', 'no-store');
      sendJson(res, routes.submitIdDocument, await checksOf(stores, userId));
    }
  );

  contractRoute(router, routes.idDocumentQueue, ...administrators, async (_req, res) => {
    const { query } = inputOf(res, routes.idDocumentQueue.request);
    const { items, total } = await stores.idDocuments.queue({
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const now = deps.now();
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.idDocumentQueue, {
      items: items.map((item) => {
        const { submissionId, profileId, memberNumber, displayName, kind, submittedAt, overdue } =
          idDocumentItemView(item, now);
        return { submissionId, profileId, memberNumber, displayName, kind, submittedAt, overdue };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  const submissionOf = async (submissionId: string) => {
    const submission = await stores.idDocuments.get(submissionId);
    if (!submission) throw problem(404, MESSAGES.notFound, 'document_not_found');
    return submission;
  };

  contractRoute(router, routes.idDocumentItem, ...administrators, async (_req, res) => {
    const { submissionId } = inputOf(res, routes.idDocumentItem.request).params;
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.idDocumentItem, idDocumentItemView(await submissionOf(submissionId), deps.now()));
  });

  contractRoute(router, routes.idDocumentImage, ...administrators, async (req, res) => {
    const { submissionId } = inputOf(res, routes.idDocumentImage.request).params;
    const submission = await submissionOf(submissionId);
    if (submission.status !== 'pending' || !(await stores.idDocumentImages.exists(submission.imageId)))
      throw problem(410, MESSAGES.imageGone, 'document_image_gone');
    req.log.info({ submissionId, actorUserId: req.auth!.userId }, 'ID document image viewed');
    res.set({
      'Content-Type': submission.contentType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': 'inline'
    });
    res.status(200);
    await new Promise<void>((resolve, reject) => {
      stores.idDocumentImages
        .open(submission.imageId)
        .once('error', reject)
        .pipe(res)
        .once('finish', resolve)
        .once('error', reject);
    });
  });

  contractRoute(router, routes.decideIdDocument, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.decideIdDocument.request);
    const { submissionId } = params;
    const actorUserId = req.auth!.userId;
    const decided = await decideIdDocument(deps, submissionId, body, actorUserId);
    req.log.info(
      { submissionId, actorUserId, status: decided.status, reason: decided.reason },
      'ID document decided'
    );
    sendJson(res, routes.decideIdDocument, idDocumentItemView(decided, deps.now()));
  });
}
