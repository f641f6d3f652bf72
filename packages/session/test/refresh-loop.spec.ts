import { expect } from 'chai';
import { startRefreshLoop } from '../src/refresh-loop';

function manualInterval() {
  const timers: { handler: () => void; ms: number; cleared: boolean }[] = [];
  return {
    timers,
    setInterval: (handler: () => void, ms: number) => {
      const timer = { handler, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearInterval: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    }
  };
}

describe('session refresh loop', () => {
  it('checks every 30 s and asks keycloak for at least 90 s of validity', async () => {
    const clock = manualInterval();
    const asked: number[] = [];
    let refreshed = 0;
    startRefreshLoop({
      updateToken: async (min) => {
        asked.push(min);
        return true;
      },
      onRefreshed: () => (refreshed += 1),
      onFailed: () => expect.fail('no failure expected'),
      sessionEnded: () => false,
      intervalMs: 30_000,
      minValiditySeconds: 90,
      ...clock
    });
    expect(clock.timers).to.have.length(1);
    expect(clock.timers[0]!.ms).to.equal(30_000);
    clock.timers[0]!.handler();
    await new Promise((r) => setImmediate(r));
    expect(asked).to.deep.equal([90]);
    expect(refreshed).to.equal(1);
  });

  it('does not report a refresh when the token was still fresh', async () => {
    let refreshed = 0;
    const loop = startRefreshLoop({
      updateToken: async () => false,
      onRefreshed: () => (refreshed += 1),
      onFailed: () => undefined,
      sessionEnded: () => false,
      intervalMs: 30_000,
      minValiditySeconds: 90,
      ...manualInterval()
    });
    await loop.tick();
    expect(refreshed).to.equal(0);
  });

  it('reports whether the session ended when a refresh fails', async () => {
    const failures: boolean[] = [];
    let ended = false;
    const loop = startRefreshLoop({
      updateToken: async () => {
        throw new Error('400');
      },
      onRefreshed: () => undefined,
      onFailed: (e) => failures.push(e),
      sessionEnded: () => ended,
      intervalMs: 30_000,
      minValiditySeconds: 90,
      ...manualInterval()
    });
    await loop.tick();
    ended = true;
    await loop.tick();
    expect(failures).to.deep.equal([false, true]);
  });

  it('runs one refresh at a time and stops for good', async () => {
    const clock = manualInterval();
    let calls = 0;
    let release!: () => void;
    const loop = startRefreshLoop({
      updateToken: () => {
        calls += 1;
        return new Promise<boolean>((resolve) => (release = () => resolve(true)));
      },
      onRefreshed: () => expect.fail('stopped loops report nothing'),
      onFailed: () => undefined,
      sessionEnded: () => false,
      intervalMs: 30_000,
      minValiditySeconds: 90,
      ...clock
    });
    const first = loop.tick();
    void loop.tick();
    expect(calls).to.equal(1);
    loop.stop();
    release();
    await first;
    await loop.tick();
    expect(calls).to.equal(1);
    expect(clock.timers[0]!.cleared).to.equal(true);
  });
});
