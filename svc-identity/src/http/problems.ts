import { type Response } from 'express';
import { HttpProblem } from '@matrimony/service-kit';
import { type UserMessage } from '@matrimony/catalog/messages';

/** A problem+json whose title and detail are one of the spec's messages, with the `code` the frontend maps to its toast. */
export function problem(status: number, message: UserMessage, code: string, errors?: Record<string, string>): HttpProblem {
  return new HttpProblem(status, message.description ?? message.title, { title: message.title, code, errors });
}

/** 429 with Retry-After (seconds), so clients know when to try again. */
export function tooMany(res: Response, retryAfterSec: number, message: UserMessage, code: string): HttpProblem {
  res.setHeader('Retry-After', String(retryAfterSec));
  return problem(429, message, code);
}
