import { expect } from 'chai';
import { createToastStore } from '../src/toast/toastStore';

/** A scheduler the test fires by hand, so no test waits on real time. */
function manualScheduler() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    schedule: (callback: () => void, ms: number) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    cancel: (timer: unknown) => pending.delete(timer as number),
    fireAll: () => [...pending.entries()].forEach(([id, timer]) => (pending.delete(id), timer.callback())),
    delays: () => [...pending.values()].map((timer) => timer.ms)
  };
}

describe('toast store', () => {
  it('shows toasts and notifies subscribers', () => {
    const store = createToastStore({ ...manualScheduler() });
    let notified = 0;
    store.subscribe(() => notified++);
    store.show({ title: 'Message Sent Successfully!', variant: 'success' });
    expect(store.getSnapshot().map((toast) => toast.title)).to.deep.equal(['Message Sent Successfully!']);
    expect(store.getSnapshot()[0]!.variant).to.equal('success');
    expect(notified).to.equal(1);
  });

  it('dismisses a toast after its duration', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ ...scheduler, defaultDurationMs: 5000 });
    store.show({ title: 'Saved', durationMs: 3000 });
    store.show({ title: 'Hello' });
    expect(scheduler.delays()).to.deep.equal([3000, 5000]);
    scheduler.fireAll();
    expect(store.getSnapshot()).to.deep.equal([]);
  });

  it('keeps a toast with duration 0 until dismissed by hand', () => {
    const scheduler = manualScheduler();
    const store = createToastStore(scheduler);
    const id = store.show({ title: 'Session Expired', variant: 'destructive', durationMs: 0 });
    expect(scheduler.delays()).to.deep.equal([]);
    store.dismiss(id);
    expect(store.getSnapshot()).to.deep.equal([]);
  });

  it('drops the oldest toast beyond the limit and cancels its timer', () => {
    const scheduler = manualScheduler();
    const store = createToastStore({ ...scheduler, limit: 2 });
    store.show({ title: 'one' });
    store.show({ title: 'two' });
    store.show({ title: 'three' });
    expect(store.getSnapshot().map((toast) => toast.title)).to.deep.equal(['two', 'three']);
    expect(scheduler.delays()).to.have.length(2);
  });
});
