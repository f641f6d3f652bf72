import { expect } from 'chai';
import {
  initialIdleState,
  paymentEnded,
  paymentStarted,
  recordActivity,
  shouldSignOut
} from '../src/idle/idle-rules';
import { ACTIVITY_KEY, PAYMENT_KEY, startIdleTracker } from '../src/idle/idle-tracker';

const MIN = 60_000;

describe('idle rules', () => {
  const start = 1_000_000;

  it('signs out after more than 5 minutes without activity', () => {
    const state = initialIdleState(start);
    expect(shouldSignOut(state, start + 5 * MIN, true)).to.equal(false);
    expect(shouldSignOut(state, start + 5 * MIN + 1, true)).to.equal(true);
  });

  it('never signs out somebody who is not signed in', () => {
    expect(shouldSignOut(initialIdleState(start), start + 60 * MIN, false)).to.equal(false);
  });

  it('counts activity from the moment it happens', () => {
    const state = recordActivity(initialIdleState(start), start + 4 * MIN);
    expect(shouldSignOut(state, start + 8 * MIN, true)).to.equal(false);
    expect(shouldSignOut(state, start + 9 * MIN + 1, true)).to.equal(true);
    expect(recordActivity(state, start)).to.equal(state);
  });

  it('pauses for 10 minutes after payment-start, then applies again', () => {
    const paying = paymentStarted(initialIdleState(start), start);
    expect(shouldSignOut(paying, start + 9 * MIN, true)).to.equal(false);
    expect(shouldSignOut(paying, start + 10 * MIN + 1, true)).to.equal(true);
  });

  it('ends the pause on payment-success and counts it as activity', () => {
    const done = paymentEnded(paymentStarted(initialIdleState(start), start), start + 7 * MIN);
    expect(done.paymentUntil).to.equal(null);
    expect(shouldSignOut(done, start + 12 * MIN, true)).to.equal(false);
    expect(shouldSignOut(done, start + 12 * MIN + 1, true)).to.equal(true);
  });
});

describe('idle tracker', () => {
  function harness(storage: Map<string, string> = new Map()) {
    let now = 1_000_000;
    const target = new EventTarget();
    const intervals: { ms: number; run: () => void }[] = [];
    let idle = 0;
    const shared = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key)
    };
    const tracker = startIdleTracker({
      target,
      storage: shared,
      isSignedIn: () => true,
      onIdle: () => (idle += 1),
      now: () => now,
      setInterval: (run, ms) => intervals.push({ run, ms }),
      clearInterval: () => undefined
    });
    return {
      tracker,
      target,
      storage,
      intervals,
      idleCount: () => idle,
      advance: (ms: number) => (now += ms),
      tick: () => intervals[0]!.run()
    };
  }

  it('checks every 60 s and signs out once idle', () => {
    const h = harness();
    expect(h.intervals.map((i) => i.ms)).to.deep.equal([60_000]);
    h.advance(5 * MIN);
    h.tick();
    expect(h.idleCount()).to.equal(0);
    h.advance(MIN);
    h.tick();
    expect(h.idleCount()).to.equal(1);
  });

  it('hears mouse, key, scroll, touch and click', () => {
    for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
      const h = harness();
      h.advance(4 * MIN);
      h.target.dispatchEvent(new Event(type));
      h.advance(4 * MIN);
      h.tick();
      expect(h.idleCount(), type).to.equal(0);
    }
  });

  it('counts activity recorded by another tab', () => {
    const storage = new Map<string, string>();
    const h = harness(storage);
    h.advance(5 * MIN);
    storage.set(ACTIVITY_KEY, String(1_000_000 + 4 * MIN)); // the other tab was used a minute ago
    h.advance(MIN);
    h.tick();
    expect(h.idleCount()).to.equal(0);
  });

  it('shares activity with the other tabs', () => {
    const h = harness();
    h.advance(30_000);
    h.target.dispatchEvent(new Event('keydown'));
    expect(h.storage.get(ACTIVITY_KEY)).to.equal(String(1_000_000 + 30_000));
  });

  it('pauses while a payment runs (payment-start / payment-success window events), also across tabs', () => {
    const h = harness();
    h.target.dispatchEvent(new Event('payment-start'));
    expect(h.storage.has(PAYMENT_KEY)).to.equal(true);
    h.advance(9 * MIN);
    h.tick();
    expect(h.idleCount()).to.equal(0);
    h.target.dispatchEvent(new Event('payment-success'));
    expect(h.storage.has(PAYMENT_KEY)).to.equal(false);
    h.advance(5 * MIN + 1);
    h.tick();
    expect(h.idleCount()).to.equal(1);
  });

  it('stops listening when stopped', () => {
    const h = harness();
    h.tracker.stop();
    h.advance(4 * MIN);
    h.target.dispatchEvent(new Event('click'));
    expect(h.tracker.state().lastActivityAt).to.equal(1_000_000);
  });
});
