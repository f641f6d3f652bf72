import { type z } from 'zod';
import { userMessageForText, type UserMessage } from '../messages';

export interface FieldIssue {
  /** Dotted field path, e.g. "caste"; "" for the whole input. */
  readonly field: string;
  readonly message: UserMessage;
}

/**
 * A zod error as one message per field (first issue of each field), each with the spec's title
 * and description, for toasts, red field highlights and problem+json bodies.
 */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const byField = new Map<string, UserMessage>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) {
      byField.set(
        field,
        userMessageForText(issue.message) ?? { title: 'Invalid Input', description: issue.message }
      );
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
