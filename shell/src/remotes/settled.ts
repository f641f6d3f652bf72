import { useEffect, useReducer } from 'react';

type Outcome<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const noted = new WeakSet<Promise<unknown>>();
const outcomes = new WeakMap<Promise<unknown>, Outcome<unknown>>();

/** Starts noting how `promise` settles, so a render after that reads it without waiting. */
export function noteSettling<T>(promise: Promise<T>): void {
  if (noted.has(promise)) return;
  noted.add(promise);
  promise.then(
    (value) => void outcomes.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void outcomes.set(promise, { status: 'rejected', reason })
  );
}

/**
 * How `promise` settled, or undefined while it is pending; renders again once it settles. Instead of React's `use`
 * inside a Suspense boundary: React reveals a boundary's content no sooner than 300 ms after the last fallback it
 * showed anywhere, and on a reload fallbacks have just shown (the header's badges, the page's own), so a page
 * waiting on its code that way showed, and started its first reads, about 300 ms after its code was there (explore's
 * reload: code at 175 ms, search at 494 ms, the main thread idle between). A state update is rendered at once.
 */
export function useSettled<T>(promise: Promise<T> | undefined): Outcome<T> | undefined {
  if (promise) noteSettling(promise);
  const outcome = promise ? (outcomes.get(promise) as Outcome<T> | undefined) : undefined;
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!promise || outcome) return;
    let mounted = true;
    const rerender = () => void (mounted && settled());
    promise.then(rerender, rerender);
    return () => {
      mounted = false;
    };
  }, [promise, outcome]);
  return outcome;
}
