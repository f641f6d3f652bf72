import { type UserMessage } from '@matrimony/catalog/messages';
import { type WindowLimit } from '../domain/limits';
import { problem, type LimitedKey, type RateLimits } from '@matrimony/service-kit';

type Refusal = { message: UserMessage; code: string };

/**
 * Takes one event of every limit in one round trip, or throws 429 with the given message (keeping none of them);
 * returns a function that gives them back.
 */
export async function enforceLimits(
  rateLimits: RateLimits,
  keys: readonly LimitedKey[],
  refusal: Refusal,
  now: Date
): Promise<() => Promise<void>> {
  const taken = await rateLimits.takeAll(keys, now);
  if (!taken.allowed)
    throw problem(429, refusal.message, refusal.code, { retryAfterSeconds: taken.retryAfterSec });
  return taken.release;
}

/** Takes one event of a limit or throws 429 with the given message; returns a function that gives the event back. */
export function enforceLimit(
  rateLimits: RateLimits,
  key: string,
  limit: WindowLimit,
  refusal: Refusal,
  now: Date
): Promise<() => Promise<void>> {
  return enforceLimits(rateLimits, [{ key, limit }], refusal, now);
}
