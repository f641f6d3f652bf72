// Receiving multipart uploads with multer into memory, every limit set, errors turned into the
// product's messages.
import { type RequestHandler } from 'express';
import multer from 'multer';
import { SIGNUP_MESSAGES, type UserMessage } from '@matrimony/catalog';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { problem, type RateLimits } from '@matrimony/service-kit';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOADS_PER_MEMBER, type multerLimits } from '../../domain/upload-limits';

type Limits = ReturnType<typeof multerLimits>;

/** What a request with more files than the field takes is told: the message and the route's declared code. */
export interface TooManyFiles {
  message: UserMessage;
  code: string;
}

const TOO_MANY_PHOTOS: TooManyFiles = { message: SIGNUP_MESSAGES.tooManyPhotos, code: 'too_many_photos' };

function problemFor(err: unknown, tooManyFiles: TooManyFiles) {
  if (!(err instanceof multer.MulterError))
    return problem(400, PROFILE_MESSAGES.malformedUpload, 'malformed_upload');
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return problem(413, PROFILE_MESSAGES.photoTooLarge, 'photo_too_large');
    case 'LIMIT_FILE_COUNT':
      return problem(400, tooManyFiles.message, tooManyFiles.code);
    default:
      return problem(400, PROFILE_MESSAGES.malformedUpload, 'malformed_upload');
  }
}

/**
 * Parses up to `limits.files` files of `field` into req.files (memory); anything else is a 4xx problem.
 * The request cap holds for the bytes that actually arrive, not only for a declared Content-Length: a
 * chunked body is counted as it streams and cut off at the cap.
 */
export function receiveImages(
  field: string,
  limits: Limits,
  tooManyFiles: TooManyFiles = TOO_MANY_PHOTOS
): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits }).array(field, limits.files);
  return (req, res, next) => {
    const tooLarge = () => problem(413, PROFILE_MESSAGES.uploadTooLarge, 'upload_too_large');
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
      next(tooLarge());
      return;
    }
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      next(err);
    };
    let received = 0;
    function count(chunk: Buffer) {
      received += chunk.length;
      if (received <= MAX_UPLOAD_REQUEST_BYTES) return;
      req.unpipe();
      settle(tooLarge());
      // The rest is read and dropped rather than the connection closed at once: closing with bytes unread resets it,
      // and a proxy in front (gateway, ingress) then loses the 413 and answers 502. Past another cap it is cut.
      let dropped = 0;
      req.on('data', (rest: Buffer) => {
        dropped += rest.length;
        if (dropped > MAX_UPLOAD_REQUEST_BYTES) req.destroy();
      });
      req.resume();
    }
    req.on('data', count);
    parse(req, res, (err: unknown) => settle(err ? problemFor(err, tooManyFiles) : undefined));
  };
}

/** At most UPLOADS_PER_MEMBER upload requests per member (before anything is read; wall-clock time). */
export function limitUploadsPerMember(rateLimits: RateLimits): RequestHandler {
  return async (req, res, next) => {
    const taken = await rateLimits.take(`uploads:member:${req.auth!.userId}`, UPLOADS_PER_MEMBER);
    if (taken.allowed) return next();
    res.set('Retry-After', String(taken.retryAfterSec));
    next(problem(429, PROFILE_MESSAGES.tooManyUploads, 'too_many_uploads'));
  };
}

export function uploadedFiles(req: { files?: unknown }): Express.Multer.File[] {
  return Array.isArray(req.files) ? (req.files as Express.Multer.File[]) : [];
}
