/**
 * keycloak-js 26 calls Promise.withResolvers, which Node 20 and browsers older than
 * 2024 (Safari < 17.4) lack. Installed once before the first Keycloak instance is made.
 */
export function ensurePromiseWithResolvers(): void {
  const promiseCtor = Promise as PromiseConstructor & { withResolvers?: unknown };
  if (typeof promiseCtor.withResolvers === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    }
  });
}
