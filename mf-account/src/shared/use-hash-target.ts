// In-page links (`/settings#notifications`): the shell opens every new page at its top, and a lazy page's
// sections do not exist yet when the browser looks for the fragment, so the page brings its target into view.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Once `ready`, scrolls the element the URL's fragment names into view and moves focus to it (a section with
 * tabIndex -1), so keyboard and screen-reader users continue from there; again whenever the fragment changes.
 */
export function useHashTarget(ready: boolean): string {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex === -1) target.focus({ preventScroll: true });
    // `key`: following the same in-page link again, after scrolling away, brings its target back.
  }, [ready, hash, key]);
  return hash;
}
