/**
 * Just enough of a browser for keycloak-js 26 to run in Node 20: Promise.withResolvers
 * (Node 22+), window/location/isSecureContext and a Storage-like localStorage.
 * `install()` returns a function that puts globalThis back as it was.
 */
class MemoryStorage {
  // keycloak-js lists its keys with Object.entries(localStorage): keep items as own properties.
  [key: string]: unknown;
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string): void {
    this[key] = String(value);
  }
  removeItem(key: string): void {
    delete this[key];
  }
}

const GLOBALS = ['window', 'location', 'localStorage', 'isSecureContext'] as const;

export function installBrowserShim(pageUrl: string): () => void {
  const scope = globalThis as Record<string, unknown>;
  const saved = new Map(GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(scope, name)]));
  const promise = Promise as unknown as Record<string, unknown>;
  const hadWithResolvers = 'withResolvers' in Promise;
  if (!hadWithResolvers) {
    promise.withResolvers = function withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const created = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise: created, resolve, reject };
    };
  }
  const values: Record<(typeof GLOBALS)[number], unknown> = {
    window: globalThis,
    location: new URL(pageUrl),
    localStorage: new MemoryStorage(),
    isSecureContext: true
  };
  for (const name of GLOBALS) {
    Object.defineProperty(scope, name, { value: values[name], configurable: true, writable: true });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    }
    if (!hadWithResolvers) delete promise.withResolvers;
  };
}
