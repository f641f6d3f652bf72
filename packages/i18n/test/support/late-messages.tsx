import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { useT } from '../../src/hooks';
import type { Catalogue } from '../../src/index';

/** Messages still on their way: `arrival` settles when the spec calls `release()`. */
export function heldBack(): { arrival: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const arrival = new Promise<void>((resolve) => (release = resolve));
  return { arrival, release };
}

/**
 * Prerenders `<h1>{t(id)}</h1>` under Suspense while the catalogue's messages are held back, releases them once the
 * render has started, and returns the HTML the render settled on.
 */
export async function prerenderTitle<Id extends string>(
  catalogue: Catalogue<Id>,
  id: Id,
  release: () => void
): Promise<string> {
  function Title() {
    const t = useT(catalogue);
    return <h1>{t(id)}</h1>;
  }
  const rendering = prerender(
    <Suspense fallback={<p>…</p>}>
      <Title />
    </Suspense>
  );
  setTimeout(release, 20);
  return new Response((await rendering).prelude).text();
}
