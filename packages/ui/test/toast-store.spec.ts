import { expect } from 'chai';
import { createToastStore } from '../src/toast/toast-store';
import { toastPlacement } from '../src/toast/placement';

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

  const titles = (store: ReturnType<typeof createToastStore>) =>
    store.getSnapshot().map((toast) => toast.title);

  it('lets a success replace the errors on screen ("Sign In Failed" goes once signed in)', () => {
    const scheduler = manualScheduler();
    const store = createToastStore(scheduler);
    store.show({ title: 'Sign In Failed', variant: 'destructive' });
    store.show({ title: 'Password Too Short', variant: 'destructive' });
    store.show({ title: 'Code sent' });
    store.show({ title: 'Signed in', variant: 'success' });
    expect(titles(store)).to.deep.equal(['Code sent', 'Signed in']);
    expect(scheduler.delays()).to.have.length(2);
  });

  it('shows the same text once, however often it is raised', () => {
    const store = createToastStore(manualScheduler());
    store.show({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      variant: 'destructive'
    });
    store.show({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      variant: 'destructive'
    });
    store.show({ title: 'Missing Information', description: 'Other', variant: 'destructive' });
    expect(store.getSnapshot().map((toast) => toast.description)).to.deep.equal([
      'Please fill in all required fields',
      'Other'
    ]);
  });

  it("dismisses only the errors shown up to a mark (navigation clears stale errors, not the new page's)", () => {
    const store = createToastStore(manualScheduler());
    expect(store.lastId()).to.equal(0);
    store.show({ title: 'Old error', variant: 'destructive' });
    store.show({ title: 'Old notice' });
    const mark = store.lastId();
    store.show({ title: 'Session Expired', variant: 'destructive' });
    store.dismissErrorsUpTo(mark);
    expect(titles(store)).to.deep.equal(['Old notice', 'Session Expired']);
  });
});

describe('toast placement', () => {
  const phone = { width: 390, height: 844 };
  it('moves toasts to the top on a phone when the focused control is in the lower half', () => {
    expect(toastPlacement(phone, { top: 600, bottom: 648 })).to.equal('top');
    expect(toastPlacement(phone, { top: 120, bottom: 168 })).to.equal('bottom');
    expect(toastPlacement(phone, null)).to.equal('bottom');
  });

  it("moves them to the top on a phone when marked actions (the wizard's Previous/Next) are at the bottom", () => {
    const actions = { top: 760, bottom: 804 };
    expect(toastPlacement(phone, null, [actions])).to.equal('top');
    expect(toastPlacement(phone, { top: 300, bottom: 348 }, [actions])).to.equal('top');
    // Actions higher up leave the bottom free.
    expect(toastPlacement(phone, null, [{ top: 400, bottom: 444 }])).to.equal('bottom');
    // The control being corrected at the top keeps its place in sight, even over the actions.
    expect(toastPlacement(phone, { top: 100, bottom: 148 }, [actions])).to.equal('bottom');
  });

  it('keeps them at the bottom on wider screens', () => {
    expect(toastPlacement({ width: 1280, height: 800 }, { top: 700, bottom: 740 })).to.equal('bottom');
    expect(toastPlacement({ width: 1280, height: 800 }, null, [{ top: 700, bottom: 744 }])).to.equal(
      'bottom'
    );
  });
});
