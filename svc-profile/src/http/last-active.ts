import { type RequestHandler } from 'express';
import { type ProfileDeps } from './deps';

/** "Last active" moves at most this often per member: one conditional write, no read. */
export const LAST_ACTIVE_RESOLUTION_MS = 10 * 60 * 1000;

/** Members this process marked lately are not written again within the resolution (most requests then cost no write). */
const RECENTLY_MARKED_MAX = 50_000;
/** One memory per app (its deps), shared by every route that marks activity. */
const markedAtOf = new WeakMap<ProfileDeps, Map<string, number>>();

/** After requireAuth: marks the member active (cards show the day). Never fails the request. */
export function markActive(deps: ProfileDeps): RequestHandler {
  const markedAt = markedAtOf.get(deps) ?? new Map<string, number>();
  markedAtOf.set(deps, markedAt);
  return (req, _res, next) => {
    const userId = req.auth?.userId;
    const now = deps.now();
    const last = userId ? markedAt.get(userId) : undefined;
    if (
      userId &&
      (last === undefined || now.getTime() - last >= LAST_ACTIVE_RESOLUTION_MS || now.getTime() < last)
    ) {
      markedAt.delete(userId);
      markedAt.set(userId, now.getTime());
      // The oldest entry goes first (a Map iterates in insertion order).
      if (markedAt.size > RECENTLY_MARKED_MAX) markedAt.delete(markedAt.keys().next().value!);
      void deps.stores.profiles
        .touchLastActive(userId, now, LAST_ACTIVE_RESOLUTION_MS)
        .catch(() => undefined);
    }
    next();
  };
}
