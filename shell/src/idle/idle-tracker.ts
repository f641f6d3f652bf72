import {
  IDLE_ACTIVITY_EVENTS,
  IDLE_CHECK_INTERVAL_MS,
  PAYMENT_START_EVENT,
  PAYMENT_SUCCESS_EVENT
} from '@matrimony/catalog/constants';
import {
  initialIdleState,
  paymentEnded,
  paymentStarted,
  recordActivity,
  shouldSignOut,
  type IdleState
} from './idle-rules';

/** localStorage keys shared by all tabs, so activity in any tab keeps every tab signed in. */
export const ACTIVITY_KEY = 'matrimony.idle.lastActivityAt';
export const PAYMENT_KEY = 'matrimony.idle.paymentUntil';
/** Activity is written to localStorage at most this often (mousemove fires constantly). */
const ACTIVITY_WRITE_GAP_MS = 5_000;

export type IdleTrackerOptions = {
  /** Where activity and payment events are heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Shared with the other tabs (localStorage); null keeps the state in this tab only. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  isSignedIn: () => boolean;
  onIdle: () => void;
  now?: () => number;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

function storedNumber(storage: IdleTrackerOptions['storage'], key: string): number | null {
  const value = Number(storage?.getItem(key) ?? NaN);
  return Number.isFinite(value) ? value : null;
}

/** Wires the idle rules to the page: listens for activity and payment events, checks every 60 s. */
export function startIdleTracker(options: IdleTrackerOptions): {
  stop: () => void;
  check: () => void;
  state: () => IdleState;
} {
  const now = options.now ?? Date.now;
  const set = options.setInterval ?? ((handler, ms) => globalThis.setInterval(handler, ms));
  const clear =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const storage = options.storage;
  let state = initialIdleState(now());
  let lastWrite = 0;

  const writeActivity = (force: boolean) => {
    if (!storage || (!force && state.lastActivityAt - lastWrite < ACTIVITY_WRITE_GAP_MS)) return;
    lastWrite = state.lastActivityAt;
    storage.setItem(ACTIVITY_KEY, String(state.lastActivityAt));
  };

  /** Takes in what other tabs recorded: their latest activity, and their payment window. */
  const merge = () => {
    if (!storage) return;
    const shared = storedNumber(storage, ACTIVITY_KEY);
    if (shared !== null) state = recordActivity(state, shared);
    state = { ...state, paymentUntil: storedNumber(storage, PAYMENT_KEY) };
  };

  const onActivity = () => {
    state = recordActivity(state, now());
    writeActivity(false);
  };
  const onPaymentStart = () => {
    state = paymentStarted(state, now());
    storage?.setItem(PAYMENT_KEY, String(state.paymentUntil));
    writeActivity(true);
  };
  const onPaymentSuccess = () => {
    state = paymentEnded(state, now());
    storage?.removeItem(PAYMENT_KEY);
    writeActivity(true);
  };

  const check = () => {
    merge();
    if (shouldSignOut(state, now(), options.isSignedIn())) {
      storage?.removeItem(PAYMENT_KEY);
      options.onIdle();
    }
  };

  // Opening or reloading the page is activity too.
  writeActivity(true);
  for (const type of IDLE_ACTIVITY_EVENTS)
    options.target.addEventListener(type, onActivity, { passive: true, capture: true });
  options.target.addEventListener(PAYMENT_START_EVENT, onPaymentStart);
  options.target.addEventListener(PAYMENT_SUCCESS_EVENT, onPaymentSuccess);
  const handle = set(check, IDLE_CHECK_INTERVAL_MS);

  return {
    check,
    state: () => state,
    stop() {
      clear(handle);
      for (const type of IDLE_ACTIVITY_EVENTS)
        options.target.removeEventListener(type, onActivity, { capture: true });
      options.target.removeEventListener(PAYMENT_START_EVENT, onPaymentStart);
      options.target.removeEventListener(PAYMENT_SUCCESS_EVENT, onPaymentSuccess);
    }
  };
}
