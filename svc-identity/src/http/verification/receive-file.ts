// Receives the one ZIP of an ID check with multer into memory, every limit set, errors turned into its messages.
import { type RequestHandler } from 'express';
import multer from 'multer';
import { problem } from '@matrimony/service-kit';
import { ID_VERIFICATION_MESSAGES as MESSAGES } from '../../domain/messages';
import { MAX_AADHAAR_FILE_BYTES } from '../../domain/verification-limits';

/** The file and the share code, and a little room for the multipart framing. */
const MAX_REQUEST_BYTES = MAX_AADHAAR_FILE_BYTES + 16 * 1024;

const tooLarge = () => problem(413, MESSAGES.fileTooLarge, 'aadhaar_file_too_large');
const malformed = () => problem(400, MESSAGES.malformedUpload, 'malformed_upload');

/** Parses `field` (one file) and the form's text fields into req.file and req.body. */
export function receiveFile(field: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_AADHAAR_FILE_BYTES,
      files: 1,
      fields: 2,
      fieldNameSize: 100,
      fieldSize: 256,
      parts: 3,
      headerPairs: 20
    }
  }).single(field);
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      // Read and drop the body so a proxy in front sees the 413 rather than a reset connection.
      req.resume();
      next(tooLarge());
      return;
    }
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
      next(malformed());
    });
  };
}
