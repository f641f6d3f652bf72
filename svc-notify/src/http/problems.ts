import { type RequestHandler, type Response } from 'express';
import { HttpProblem, validate, type RequestSchemas } from '@matrimony/service-kit';
import { type UserMessage } from '@matrimony/catalog/messages';

/** A problem+json whose title and detail are one of the product's messages, with a `code` for the frontend. */
export function problem(status: number, message: UserMessage, code: string, errors?: Record<string, string>): HttpProblem {
  return new HttpProblem(status, message.description ?? message.title, { title: message.title, code, errors });
}

/** 429 with Retry-After (seconds), so clients know when to try again. */
export function tooMany(res: Response, retryAfterSec: number, message: UserMessage, code: string): HttpProblem {
  res.setHeader('Retry-After', String(retryAfterSec));
  return problem(429, message, code);
}

/**
 * service-kit's zod validation, answered as the endpoint's own problem (title and detail from `pick`)
 * while keeping the per-field `errors`.
 */
export function validateAs<S extends RequestSchemas>(schemas: S, pick: (errors: Record<string, string>) => HttpProblem): RequestHandler {
  const check = validate(schemas);
  return (req, res, next) => {
    check(req, res, (err?: unknown) => {
      if (err instanceof HttpProblem && err.code === 'validation_failed') {
        const chosen = pick(err.errors ?? {});
        next(new HttpProblem(chosen.status, chosen.message, { title: chosen.title, code: chosen.code, errors: err.errors }));
        return;
      }
      next(err);
    });
  };
}
