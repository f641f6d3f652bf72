// The profile's validation failure as problem+json (other problems: service-kit's `problem`).
import { fieldIssues, messageText } from '@matrimony/catalog';
import { HttpProblem } from '@matrimony/service-kit';
import { type z } from 'zod';

/** A failed profile validation: the first failing field's message as title/detail, every field's in `errors`. */
export function validationProblem(error: z.ZodError): HttpProblem {
  const issues = fieldIssues(error);
  const first = issues[0]?.message ?? {
    title: 'Invalid Input',
    description: 'Some fields are missing or invalid.'
  };
  const errors = Object.fromEntries(
    issues.map(({ field, message }) => [field || 'body', messageText(message)])
  );
  return new HttpProblem(400, messageText(first), { title: first.title, code: 'validation_failed', errors });
}
