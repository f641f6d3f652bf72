import { type UserMessage } from '@matrimony/catalog/messages';
import { type WindowLimit } from '../domain/limits';
import { problem, type RateLimits } from '@matrimony/service-kit';

/** Takes one event of a limit or throws 429 with the given message; returns a function that gives the event back. */
export async function enforceLimit(
  rateLimits: RateLimits,
  key: string,
  limit: WindowLimit,
  refusal: { message: UserMessage; code: string },
  now: Date
): Promise<() => Promise<void>> {
  const taken = await rateLimits.take(key, limit, now);
  if (!taken.allowed) throw problem(429, refusal.message, refusal.code, { retryAfterSeconds: taken.retryAfterSec });
  return taken.release;
}
