/*
 * Which tab refreshes the session.
 *
 * Refresh tokens rotate (a stolen one is spent at most once): each works once, and a spent one presented again ends the
 * session for everyone. Tabs share one session, so exactly one tab per browser may spend the refresh
 * token: the leader, chosen with a Web Lock held for as long as the tab keeps the session. The other tabs
 * (followers) wait in the lock's queue; they take the tokens the leader announces and, when they need a
 * fresh access token sooner, ask the leader for one. When the leader tab closes or signs out, the browser
 * hands the lock to the next tab in the queue, which already holds the newest tokens. (Chromium does not
 * freeze a background tab that holds a Web Lock, so the leader keeps refreshing while hidden.)
 */

export const REFRESH_LOCK = 'matrimony.session.refresh';

export type RefreshLeadership = {
  /** Joins the tabs sharing the session: leads now if no tab leads, else queues to lead later. Resolves whether this tab leads now. */
  join(): Promise<boolean>;
  isLeader(): boolean;
  /** Gives the lead up, or leaves the queue (the session ended here). */
  leave(): void;
};

/** The part of `navigator.locks` used here (tests pass a fake). */
export type LockManagerLike = {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | void
  ): Promise<unknown>;
};

/** Without Web Locks (very old browsers, Node): this tab acts alone, as every tab did before rotation. */
export function soleLeadership(): RefreshLeadership {
  return { join: async () => true, isLeader: () => true, leave: () => undefined };
}

export function createLockLeadership(locks: LockManagerLike, name = REFRESH_LOCK): RefreshLeadership {
  let state: 'out' | 'queued' | 'leading' = 'out';
  let releaseLock: (() => void) | null = null;
  let leaveQueue: AbortController | null = null;

  /** Runs while this tab holds the lock: the lock is kept until `leave` resolves the promise. */
  const hold = () => {
    state = 'leading';
    return new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
  };

  const queue = () => {
    state = 'queued';
    leaveQueue = new AbortController();
    locks.request(name, { signal: leaveQueue.signal }, hold).catch(() => undefined); // AbortError when it leaves
  };

  return {
    async join() {
      if (state !== 'out') return state === 'leading';
      const leads = await new Promise<boolean>((resolve) => {
        void locks.request(name, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          return lock === null ? undefined : hold();
        });
      });
      if (!leads) queue();
      return leads;
    },
    isLeader: () => state === 'leading',
    leave() {
      leaveQueue?.abort();
      leaveQueue = null;
      releaseLock?.();
      releaseLock = null;
      state = 'out';
    }
  };
}

/** The browser's leadership: Web Locks where the browser has them. */
export function createBrowserLeadership(): RefreshLeadership {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? createLockLeadership(locks) : soleLeadership();
}
