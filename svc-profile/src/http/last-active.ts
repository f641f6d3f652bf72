import { type RequestHandler } from 'express';
import { type ProfileDeps } from './deps';

/** "Last active" moves at most this often per member: one conditional write, no read. */
export const LAST_ACTIVE_RESOLUTION_MS = 10 * 60 * 1000;

/** After requireAuth: marks the member active (cards show the day). Never fails the request. */
export function markActive(deps: ProfileDeps): RequestHandler {
  return (req, _res, next) => {
    const userId = req.auth?.userId;
    if (userId) void deps.stores.profiles.touchLastActive(userId, deps.now(), LAST_ACTIVE_RESOLUTION_MS).catch(() => undefined);
    next();
  };
}
