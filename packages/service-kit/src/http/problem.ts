import { type Response } from 'express';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@matrimony/contracts';
import { undeclaredProblemCode } from './answer-check';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  402: 'Payment Required',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
};

export interface ProblemOptions {
  code?: string;
  errors?: Record<string, string>;
  title?: string;
  /** Sent as the Retry-After header and `retryAfter` in the body. */
  retryAfterSeconds?: number;
  /** Extension members merged into the body (declared by the route's contract), e.g. `offers`. */
  extra?: Record<string, unknown>;
}

/** A message from the catalog (`@matrimony/catalog/messages`): the title, and the sentence a person reads. */
export interface UserMessage {
  readonly title: string;
  readonly description?: string;
}

/** Throw this from a route; the error handler turns it into a problem+json response. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string>;
  readonly title: string;
  readonly retryAfterSeconds?: number;
  readonly extra?: Record<string, unknown>;

  constructor(status: number, detail: string, options: ProblemOptions = {}) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.title = options.title ?? TITLES[status] ?? 'Error';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
  }

  toProblem(instance?: string): Problem & Record<string, unknown> {
    return {
      ...this.extra,
      type: 'about:blank',
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfter: this.retryAfterSeconds } : {})
    };
  }
}

/**
 * A problem whose detail is a catalog message (or a plain sentence) and whose `code` is declared in the
 * route's contract: `throw problem(409, PROFILE_MESSAGES.profileExists, 'profile_exists')`.
 */
export function problem(
  status: number,
  message: UserMessage | string,
  code: string,
  options: {
    errors?: Record<string, string>;
    retryAfterSeconds?: number;
    extra?: Record<string, unknown>;
  } = {}
): HttpProblem {
  if (typeof message === 'string') return new HttpProblem(status, message, { code, ...options });
  return new HttpProblem(status, message.description ?? message.title, {
    title: message.title,
    code,
    ...options
  });
}

export const NOT_FOUND_DETAIL = 'The page or resource you asked for does not exist.';

export const badRequest = (detail: string, code?: string, errors?: Record<string, string>) =>
  new HttpProblem(400, detail, { code, errors });
export const unauthorized = (detail: string, code?: string) => new HttpProblem(401, detail, { code });
export const forbidden = (detail: string, code?: string) => new HttpProblem(403, detail, { code });
export const notFound = (detail: string = NOT_FOUND_DETAIL, code = 'not_found') =>
  new HttpProblem(404, detail, { code });
export const conflict = (detail: string, code?: string) => new HttpProblem(409, detail, { code });
/** 429 with Retry-After (header) and `retryAfter` (body) in seconds, so clients know when to try again. */
export const tooManyRequests = (detail: string, code?: string, retryAfterSeconds?: number) =>
  new HttpProblem(429, detail, {
    code,
    retryAfterSeconds: retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds))
  });
/** 402: the member needs a plan; `extra` (e.g. `{ offers }`) is merged into the body. */
export const paymentRequired = (detail: string, code: string, extra?: Record<string, unknown>) =>
  new HttpProblem(402, detail, { code, extra });

export function sendProblem(res: Response, problem: HttpProblem, instance?: string): void {
  const undeclared = undeclaredProblemCode(res, problem.code);
  if (undeclared)
    problem = new HttpProblem(500, undeclared, {
      title: 'Answer Breaks Contract',
      code: 'answer_breaks_contract'
    });
  if (problem.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(problem.retryAfterSeconds));
  res
    .status(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problem.toProblem(instance)));
}
