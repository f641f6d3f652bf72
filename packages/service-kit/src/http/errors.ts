import { type ErrorRequestHandler, type RequestHandler } from 'express';
import { HttpProblem, NOT_FOUND_DETAIL, sendProblem } from './problem';

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(
    res,
    new HttpProblem(404, NOT_FOUND_DETAIL, { code: 'not_found' }),
    req.originalUrl.split('?')[0]
  );
};

/** Known errors become their problem+json; anything else is a 500 whose details stay in the log. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const instance = req.originalUrl.split('?')[0];
  const problem = toHttpProblem(err);
  if (problem.status >= 500) {
    req.log.error({ err, requestId: req.id }, 'request failed');
  }
  sendProblem(res, problem, instance);
};

function toHttpProblem(err: unknown): HttpProblem {
  if (err instanceof HttpProblem) return err;
  // body-parser errors carry `type` and `status`.
  const { type, status } = (err ?? {}) as { type?: string; status?: number };
  if (type === 'entity.parse.failed')
    return new HttpProblem(400, 'The request body is not valid JSON.', { code: 'invalid_json' });
  if (type === 'entity.too.large')
    return new HttpProblem(413, 'The request is too large.', { code: 'payload_too_large' });
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new HttpProblem(415, 'The request encoding is not supported.', { code: 'unsupported_encoding' });
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpProblem(status, 'The request could not be processed.', { code: 'request_rejected' });
  return new HttpProblem(500, 'Something went wrong on our side. Please try again.', {
    code: 'internal_error'
  });
}
