// The one reader of problem+json answers (RFC 9457 as service-kit's HttpProblem sends them) in the browser.
import type { GenericErrorCode } from '@matrimony/contracts/http/route';
import { SIGNIN_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';

/** A failed call in plain data (RTK Query keeps errors in the store, which wants serialisable values). */
export type ProblemData<C extends string = string> = {
  /** HTTP status; 0 when no answer arrived (offline, aborted, DNS). */
  status: number;
  /** snake_case problem code: one of the route's ErrorCodeOf codes, or one of the client's own (ClientErrorCode). */
  code: C | ClientErrorCode;
  title: string;
  detail: string | undefined;
  /** Field → message of a validation problem. */
  errors: Record<string, string>;
  /** Seconds to wait before trying again (body `retryAfter` or the Retry-After header). */
  retryAfter: number | undefined;
  /**
   * The body's members beyond RFC 9457's and ours, as a route's contract declares them (the 402 `contact_locked`
   * answer's `offers`, say); present only when there are some. Untrusted: read them through the contract's type.
   */
  extensions?: Record<string, unknown>;
};

/**
 * Codes the client itself gives: no answer at all, an answer that was not problem+json, a call the ended
 * session stopped, or one its caller abandoned (RTK Query aborts a dropped cache's requests).
 */
export type ClientErrorCode = 'network_error' | 'unexpected_response' | 'session_ended' | 'aborted';

/** Thrown by the API client for every failed call. */
export class ApiProblem<C extends string = GenericErrorCode> extends Error implements ProblemData<C> {
  readonly status: number;
  readonly code: C | ClientErrorCode;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: Record<string, string>;
  readonly retryAfter: number | undefined;
  readonly extensions?: Record<string, unknown>;

  constructor(data: ProblemData<C>) {
    super(data.detail ?? data.title);
    this.name = 'ApiProblem';
    this.status = data.status;
    this.code = data.code;
    this.title = data.title;
    this.detail = data.detail;
    this.errors = data.errors;
    this.retryAfter = data.retryAfter;
    if (data.extensions) this.extensions = data.extensions;
  }

  toData(): ProblemData<C> {
    const { status, code, title, detail, errors, retryAfter, extensions } = this;
    return { status, code, title, detail, errors, retryAfter, ...(extensions ? { extensions } : {}) };
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

function fieldErrors(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  );
}

/** Members every problem has (RFC 9457, and ours in contracts' problemSchema): not extensions. */
const PROBLEM_MEMBERS = new Set([
  'type',
  'title',
  'status',
  'detail',
  'instance',
  'code',
  'errors',
  'retryAfter'
]);

function extensionsOf(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!body || Array.isArray(body)) return undefined;
  const entries = Object.entries(body).filter(([name]) => !PROBLEM_MEMBERS.has(name));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Builds the problem from a non-2xx answer's status, Retry-After header and body text (any content type). */
export function problemFrom(
  status: number,
  statusText: string,
  retryAfterHeader: string | null,
  bodyText: string
): ProblemData {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(bodyText) as unknown;
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch (_error) {
    // Not JSON (a proxy's error page): the status alone speaks.
  }
  const extensions = extensionsOf(body);
  return {
    status,
    code: text(body?.code) ?? 'unexpected_response',
    title: text(body?.title) ?? (statusText || 'Request failed'),
    detail: text(body?.detail),
    errors: fieldErrors(body?.errors),
    retryAfter: seconds(body?.retryAfter) ?? seconds(retryAfterHeader),
    ...(extensions ? { extensions } : {})
  };
}

export function networkProblem(): ProblemData {
  return {
    status: 0,
    code: 'network_error',
    title: 'No connection',
    detail: undefined,
    errors: {},
    retryAfter: undefined
  };
}

/** A call its caller abandoned before the answer came. */
export function abortedProblem(): ProblemData {
  return {
    status: 0,
    code: 'aborted',
    title: 'Cancelled',
    detail: undefined,
    errors: {},
    retryAfter: undefined
  };
}

/** A call that began signed in, stopped before it went out because the session had ended meanwhile (sign-out). */
export function sessionEndedProblem(): ProblemData {
  return {
    status: 401,
    code: 'session_ended',
    title: 'You are signed out',
    detail: undefined,
    errors: {},
    retryAfter: undefined
  };
}

/** The problem inside anything a call may throw or RTK Query may return ({ status, data } or ProblemData). */
export function asProblem(error: unknown): ProblemData | undefined {
  if (error instanceof ApiProblem) return error.toData();
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && 'status' in error && 'errors' in error) return error as ProblemData;
  if ('data' in error) return asProblem((error as { data: unknown }).data); // an RTK Query error
  return undefined;
}

/** Title and description for a toast: the service's own words, else `fallback`. */
export function problemMessage(
  error: unknown,
  fallback: UserMessage = SIGNIN_MESSAGES.unexpectedError
): UserMessage {
  const problem = asProblem(error);
  if (!problem || problem.code === 'network_error' || problem.code === 'unexpected_response') return fallback;
  const { title, detail } = problem;
  if (detail && title !== detail) return { title, description: detail };
  return { title: detail ?? title };
}
