import { type Response } from 'express';
import { type UserMessage } from '@matrimony/catalog/messages';
import { type WindowLimit } from '../domain/limits';
import { type RateLimits } from '@matrimony/service-kit';
import { tooMany } from './problems';

/** Takes one event of a limit or throws 429 with the given message; returns a function that gives the event back. */
export async function enforceLimit(
  rateLimits: RateLimits,
  res: Response,
  key: string,
  limit: WindowLimit,
  refusal: { message: UserMessage; code: string },
  now: Date
): Promise<() => Promise<void>> {
  const taken = await rateLimits.take(key, limit, now);
  if (!taken.allowed) throw tooMany(res, taken.retryAfterSec, refusal.message, refusal.code);
  return taken.release;
}
