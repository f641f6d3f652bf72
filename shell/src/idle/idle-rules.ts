import { IDLE_TIMEOUT_MS, PAYMENT_PAUSE_MS } from '@matrimony/catalog/constants';

/** Spec section 4: idle sign-out. Times are epoch milliseconds. */
export type IdleState = {
  /** Last mouse, key, scroll, touch or click in any tab. */
  lastActivityAt: number;
  /** While a payment is in progress (after "payment-start"), idle sign-out waits until this time. */
  paymentUntil: number | null;
};

export function initialIdleState(now: number): IdleState {
  return { lastActivityAt: now, paymentUntil: null };
}

export function recordActivity(state: IdleState, at: number): IdleState {
  return at > state.lastActivityAt ? { ...state, lastActivityAt: at } : state;
}

/** "payment-start" suspends idle sign-out for 10 minutes. */
export function paymentStarted(state: IdleState, now: number): IdleState {
  return { lastActivityAt: Math.max(state.lastActivityAt, now), paymentUntil: now + PAYMENT_PAUSE_MS };
}

/**
 * "payment-success" ends the suspension. It also counts as activity: the member was busy in the
 * payment window, whose events do not reach this page.
 */
export function paymentEnded(state: IdleState, now: number): IdleState {
  return { lastActivityAt: Math.max(state.lastActivityAt, now), paymentUntil: null };
}

export function paymentInProgress(state: IdleState, now: number): boolean {
  return state.paymentUntil !== null && now < state.paymentUntil;
}

/** Signed in, no activity for more than 5 minutes, and no payment in progress. */
export function shouldSignOut(state: IdleState, now: number, signedIn: boolean): boolean {
  return signedIn && !paymentInProgress(state, now) && now - state.lastActivityAt > IDLE_TIMEOUT_MS;
}
