// Receives the one file of an ID check (the Aadhaar ZIP, or the photo of a document) with multer into memory, every
// limit set, errors turned into that upload's messages.
import { type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_ID_DOCUMENT_BYTES } from '@matrimony/catalog';
import { problem } from '@matrimony/service-kit';
import { ID_DOCUMENT_MESSAGES, ID_VERIFICATION_MESSAGES } from '../../domain/messages';
import { MAX_AADHAAR_FILE_BYTES } from '../../domain/verification-limits';

export interface UploadLimits {
  maxFileBytes: number;
  tooLarge: () => Error;
  malformed: () => Error;
}

export const AADHAAR_UPLOAD: UploadLimits = {
  maxFileBytes: MAX_AADHAAR_FILE_BYTES,
  tooLarge: () => problem(413, ID_VERIFICATION_MESSAGES.fileTooLarge, 'aadhaar_file_too_large'),
  malformed: () => problem(400, ID_VERIFICATION_MESSAGES.malformedUpload, 'malformed_upload')
};

export const ID_DOCUMENT_UPLOAD: UploadLimits = {
  maxFileBytes: MAX_ID_DOCUMENT_BYTES,
  tooLarge: () => problem(413, ID_DOCUMENT_MESSAGES.imageTooLarge, 'document_image_too_large'),
  malformed: () => problem(400, ID_DOCUMENT_MESSAGES.malformedUpload, 'malformed_upload')
};

/** Parses `field` (one file) and the form's text fields into req.file and req.body. */
export function receiveFile(field: string, limits: UploadLimits): RequestHandler {
  // The file and its form field, and a little room for the multipart framing.
  const maxRequestBytes = limits.maxFileBytes + 16 * 1024;
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limits.maxFileBytes,
      files: 1,
      fields: 2,
      fieldNameSize: 100,
      fieldSize: 256,
      parts: 3,
      headerPairs: 20
    }
  }).single(field);
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) {
      // Read and drop the body so a proxy in front sees the 413 rather than a reset connection.
      req.resume();
      next(limits.tooLarge());
      return;
    }
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(limits.tooLarge());
      next(limits.malformed());
    });
  };
}
