import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface KeySetOptions {
  jwksUri: string;
  /** After this age the set is refreshed in the background; the last good set keeps serving meanwhile. */
  refreshAfterMs: number;
  /**
   * A token whose `kid` is not in the set may trigger a refetch (how a rotated key is picked up) at most
   * once per this interval, however many such tokens arrive: strangers cannot spend the fetches that
   * keep valid tokens working.
   */
  unknownKidRefetchIntervalMs: number;
  /** After a failed fetch, no new attempt before this (the JWKS endpoint is down; do not hammer it). */
  retryAfterFailureMs: number;
  timeoutMs: number;
  onFetchFailed?: (error: Error) => void;
}

/** The realm's RS256 signing keys by `kid`, kept past their age until a fetch succeeds. */
export interface KeySet {
  keyFor(kid: string): Promise<KeyObject | undefined>;
}

async function fetchSigningKeys(jwksUri: string, timeoutMs: number): Promise<Map<string, KeyObject>> {
  const response = await fetch(jwksUri, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' }
  });
  if (!response.ok) throw new Error(`JWKS answered HTTP ${response.status}`);
  const body = (await response.json()) as {
    keys?: (JsonWebKey & { kid?: string; use?: string; alg?: string })[];
  };
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys ?? []) {
    if (!jwk.kid || jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig') || (jwk.alg && jwk.alg !== 'RS256'))
      continue;
    keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
  }
  if (keys.size === 0) throw new Error('JWKS holds no RS256 signing key');
  return keys;
}

export function createKeySet(options: KeySetOptions, now: () => number = Date.now): KeySet {
  let keys = new Map<string, KeyObject>();
  let fetchedAt = 0;
  let nextAttemptAt = 0;
  let lastUnknownKidRefetch = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;

  /** One fetch at a time; a failure keeps the previous set and delays the next attempt. */
  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    if (now() < nextAttemptAt) return Promise.resolve();
    inFlight = fetchSigningKeys(options.jwksUri, options.timeoutMs)
      .then((fresh) => {
        keys = fresh;
        fetchedAt = now();
      })
      .catch((error: Error) => {
        nextAttemptAt = now() + options.retryAfterFailureMs;
        options.onFetchFailed?.(error);
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    async keyFor(kid) {
      if (keys.size === 0) await refresh();
      else if (now() - fetchedAt >= options.refreshAfterMs) void refresh();
      const known = keys.get(kid);
      if (known) return known;
      if (now() - lastUnknownKidRefetch < options.unknownKidRefetchIntervalMs) {
        // Someone else's refetch may be under way (a rotation seen by several requests at once): share it.
        if (inFlight) await inFlight;
        return keys.get(kid);
      }
      lastUnknownKidRefetch = now();
      await refresh();
      return keys.get(kid);
    }
  };
}
