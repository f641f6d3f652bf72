import { lazy, useState, type ComponentType } from 'react';
import { type RemoteRoute, type RoutePrefetchContext } from '@matrimony/federation';

/**
 * A page whose code the shell may start loading before the page renders (`preload`: while a reload's session is
 * being restored), with the chunk of its first reads if it has one (`prefetch`, run once signed in; if that chunk
 * fails, the page reads for itself). `preload` answers one promise the shell waits for, and a page rendered after
 * it renders its code at once instead of suspending. A failed download shows when the page renders (its lazy
 * component's own download fails too, into the error boundary).
 */
export function page<Reads>(
  load: () => Promise<{ default: ComponentType }>,
  reads?: { load: () => Promise<Reads>; run: (module: Reads, context: RoutePrefetchContext) => void }
): Pick<RemoteRoute, 'Component' | 'preload' | 'prefetch'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => void (loaded = module.default),
      () => undefined
    ));
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the page.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return {
    Component: Page,
    preload: () => {
      reads?.load().catch(() => undefined);
      return preload();
    },
    prefetch:
      reads &&
      ((context) =>
        void reads.load().then(
          (module) => reads.run(module, context),
          () => undefined
        ))
  };
}
