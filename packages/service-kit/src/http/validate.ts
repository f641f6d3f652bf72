import { type RequestHandler, type Response } from 'express';
import { type z } from 'zod';
import { HttpProblem } from './problem';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface ValidatedInput<S extends RequestSchemas> {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
}

export const INVALID_REQUEST_DETAIL =
  'Some fields are missing or invalid. Please correct them and try again.';

/**
 * Validates body, query and params with zod. Invalid → 400 problem+json with one message per field in `errors`.
 * Valid → the parsed values on `res.locals.input` (read them with `inputOf`); req.body stays untouched.
 */
export function validate<S extends RequestSchemas>(schemas: S): RequestHandler {
  return validateAs(
    schemas,
    (errors) => new HttpProblem(400, INVALID_REQUEST_DETAIL, { code: 'validation_failed', errors })
  );
}

/**
 * Like `validate`, but an invalid request answers the problem `pick` makes from the field errors
 * (field path → message), for endpoints whose contract names a specific code, e.g. `invalid_mobile`.
 */
export function validateAs<S extends RequestSchemas>(
  schemas: S,
  pick: (errors: Record<string, string>) => HttpProblem
): RequestHandler {
  return (req, res, next) => {
    const errors: Record<string, string> = {};
    const input: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) {
        input[part] = result.data;
        continue;
      }
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.') || part;
        errors[field] ??= issue.message;
      }
    }
    if (Object.keys(errors).length > 0) {
      next(pick(errors));
      return;
    }
    // Merged: a multipart route validates its form fields again after the upload handler.
    res.locals.input = { ...(res.locals.input as Record<string, unknown> | undefined), ...input };
    next();
  };
}

/** The values `validate(schemas)` parsed for this request, typed by the same schemas. */
export function inputOf<S extends RequestSchemas>(res: Response, _schemas: S | undefined): ValidatedInput<S> {
  return res.locals.input as ValidatedInput<S>;
}
