import type { BruteForceSettings } from './realm';
import type { LoginFailure, Store } from './store';

function strategyWait(settings: BruteForceSettings, numFailures: number): number {
  return settings.bruteForceStrategy === 'LINEAR'
    ? settings.waitIncrementSeconds * (1 + numFailures - settings.failureFactor)
    : settings.waitIncrementSeconds * Math.floor(numFailures / settings.failureFactor);
}

/** Keycloak's temporary lockout: wait grows by `waitIncrementSeconds` every `failureFactor` failures. */
export function isLockedOut(
  settings: BruteForceSettings,
  store: Store,
  userId: string,
  now = Date.now()
): boolean {
  if (!settings.bruteForceProtected) return false;
  const failure = store.failures.get(userId);
  return failure !== undefined && failure.lockedUntil > now;
}

/** Counts a failed login; returns true when the realm's permanent lockout now disables the user. */
export function recordFailure(
  settings: BruteForceSettings,
  store: Store,
  userId: string,
  now = Date.now()
): boolean {
  if (!settings.bruteForceProtected) return false;
  const previous = store.failures.get(userId);
  const sinceLast = previous ? now - previous.lastFailure : 0;
  const numFailures =
    previous && sinceLast <= settings.maxDeltaTimeSeconds * 1000 ? previous.numFailures + 1 : 1;
  let waitSeconds = settings.permanentLockout ? 0 : strategyWait(settings, numFailures);
  if (waitSeconds <= 0 && previous && sinceLast < settings.quickLoginCheckMilliSeconds) {
    waitSeconds = settings.minimumQuickLoginWaitSeconds;
  }
  if (!settings.permanentLockout) waitSeconds = Math.min(waitSeconds, settings.maxFailureWaitSeconds);
  const failure: LoginFailure = {
    numFailures,
    lastFailure: now,
    lockedUntil: waitSeconds > 0 ? now + waitSeconds * 1000 : 0
  };
  store.failures.set(userId, failure);
  return settings.permanentLockout && numFailures >= settings.failureFactor;
}

export function clearFailures(store: Store, userId: string): void {
  store.failures.delete(userId);
}
