export type RefreshLoopOptions = {
  /** keycloak.updateToken: resolves true when it refreshed, false when the token was still fresh. */
  updateToken: (minValiditySeconds: number) => Promise<boolean>;
  /** Called after a refresh produced new tokens (the session controller's refresh already keeps them). */
  onRefreshed?: () => void;
  /** Called when the refresh failed; `ended` means the server no longer knows the session. */
  onFailed: (ended: boolean) => void;
  /** true once keycloak-js has dropped its tokens (it does so when the token endpoint answers 400). */
  sessionEnded: () => boolean;
  intervalMs: number;
  minValiditySeconds: number;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

/**
 * Every `intervalMs` asks keycloak-js to refresh the access token if it expires within
 * `minValiditySeconds` (spec: checked every 30 s, refreshed when about 90 s remain).
 * Returns `stop`. `tick` is exposed for the first check and for tests.
 */
export function startRefreshLoop(options: RefreshLoopOptions): {
  stop: () => void;
  tick: () => Promise<void>;
} {
  const set = options.setInterval ?? ((handler, ms) => globalThis.setInterval(handler, ms));
  const clear =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let running = true;
  let inFlight: Promise<void> | null = null;

  const tick = (): Promise<void> => {
    if (!running) return Promise.resolve();
    inFlight ??= options
      .updateToken(options.minValiditySeconds)
      .then(
        (refreshed) => {
          if (refreshed && running) options.onRefreshed?.();
        },
        () => {
          if (running) options.onFailed(options.sessionEnded());
        }
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const handle = set(() => void tick(), options.intervalMs);
  return {
    tick,
    stop() {
      running = false;
      clear(handle);
    }
  };
}
