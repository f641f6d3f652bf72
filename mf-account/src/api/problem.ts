// Turning an RTK Query or upload failure into what a member reads (problem+json title/detail).
import { SIGNIN_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';

/** A problem+json body as svc-profile and svc-billing send it. */
export type ProblemBody = { title?: unknown; detail?: unknown; code?: unknown; errors?: unknown };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The problem+json body of an RTK Query error ({ status, data }), if there is one. */
export function problemBody(error: unknown): ProblemBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ProblemBody) : undefined;
}

/** The HTTP status of an RTK Query error, or undefined for network failures. */
export function problemStatus(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

export function problemCode(error: unknown): string | undefined {
  return text(problemBody(error)?.code);
}

/** Title and description for a toast: the service's own words, else the spec's generic error. */
export function problemMessage(error: unknown): UserMessage {
  const body = problemBody(error);
  const title = text(body?.title);
  const detail = text(body?.detail);
  if (title && detail && title !== detail) return { title, description: detail };
  if (title ?? detail) return { title: (title ?? detail)! };
  return SIGNIN_MESSAGES.unexpectedError;
}

/** `errors: { field: message }` of a validation problem, string messages only. */
export function problemFieldErrors(error: unknown): Record<string, string> {
  const errors = problemBody(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
