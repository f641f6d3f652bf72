// Receiving multipart uploads with multer into memory, every limit set, errors turned into the
// product's messages.
import { type RequestHandler } from 'express';
import multer from 'multer';
import { SIGNUP_MESSAGES, type UserMessage } from '@matrimony/catalog';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { MAX_UPLOAD_REQUEST_BYTES, type multerLimits } from '../../domain/upload-limits';
import { userProblem } from '../problems';

type Limits = ReturnType<typeof multerLimits>;

function problemFor(err: unknown, tooManyFiles: UserMessage) {
  if (!(err instanceof multer.MulterError)) return userProblem(400, PROFILE_MESSAGES.malformedUpload, 'malformed_upload');
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return userProblem(413, PROFILE_MESSAGES.photoTooLarge, 'photo_too_large');
    case 'LIMIT_FILE_COUNT':
      return userProblem(400, tooManyFiles, 'too_many_photos');
    default:
      return userProblem(400, PROFILE_MESSAGES.malformedUpload, 'malformed_upload');
  }
}

/** Parses up to `limits.files` files of `field` into req.files (memory); anything else is a 4xx problem. */
export function receiveImages(field: string, limits: Limits, tooManyFiles: UserMessage = SIGNUP_MESSAGES.tooManyPhotos): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits }).array(field, limits.files);
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
      next(userProblem(413, PROFILE_MESSAGES.uploadTooLarge, 'upload_too_large'));
      return;
    }
    parse(req, res, (err: unknown) => next(err ? problemFor(err, tooManyFiles) : undefined));
  };
}

export function uploadedFiles(req: { files?: unknown }): Express.Multer.File[] {
  return Array.isArray(req.files) ? (req.files as Express.Multer.File[]) : [];
}
