import { type RequestHandler } from 'express';
import { HttpProblem, validate, type RequestSchemas } from '@matrimony/service-kit';

/**
 * service-kit's zod validation, with the failure answered as the endpoint's own problem (its `code` and
 * message) while keeping the per-field `errors`. `pick` chooses the problem from the failing fields.
 */
export function validateAs<S extends RequestSchemas>(schemas: S, pick: (fields: string[]) => HttpProblem): RequestHandler {
  const check = validate(schemas);
  return (req, res, next) => {
    check(req, res, (err?: unknown) => {
      if (err instanceof HttpProblem && err.code === 'validation_failed') {
        const chosen = pick(Object.keys(err.errors ?? {}));
        next(new HttpProblem(chosen.status, chosen.message, { title: chosen.title, code: chosen.code, errors: err.errors }));
        return;
      }
      next(err);
    });
  };
}
