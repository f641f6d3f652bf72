import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link or a redirect opens at its top (after saving Edit Profile, My Profile
 * opened scrolled to where the Save button had been). Back and forward keep what the browser or the
 * page restores (Explore restores its own scroll).
 */
export function NewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path scrolls (not a new query, as Explore's filters make); the type is read for it.
  }, [pathname]);
  return null;
}
