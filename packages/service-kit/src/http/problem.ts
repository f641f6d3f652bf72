import { type Response } from 'express';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@matrimony/contracts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
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
}

/** Throw this from a route; the error handler turns it into a problem+json response. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string>;
  readonly title: string;

  constructor(status: number, detail: string, options: ProblemOptions = {}) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.title = options.title ?? TITLES[status] ?? 'Error';
  }

  toProblem(instance?: string): Problem {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {})
    };
  }
}

export const badRequest = (detail: string, code?: string, errors?: Record<string, string>) => new HttpProblem(400, detail, { code, errors });
export const unauthorized = (detail: string, code?: string) => new HttpProblem(401, detail, { code });
export const forbidden = (detail: string, code?: string) => new HttpProblem(403, detail, { code });
export const notFound = (detail: string, code?: string) => new HttpProblem(404, detail, { code });
export const conflict = (detail: string, code?: string) => new HttpProblem(409, detail, { code });
export const tooManyRequests = (detail: string, code?: string) => new HttpProblem(429, detail, { code });

export function sendProblem(res: Response, problem: HttpProblem, instance?: string): void {
  res.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem.toProblem(instance)));
}
