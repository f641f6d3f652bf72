import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { toastStore } from '@matrimony/ui';

/**
 * Going to another page dismisses the error toasts of the page left behind. The mark is taken while
 * the new page renders, before its own effects run, so an error the new page raises on arrival
 * ("Session Expired" on /signin?timeout=true) stays.
 */
export function StaleErrorSweeper() {
  const { pathname } = useLocation();
  // A new mark for each page (keyed by the path), not for each render.
  const shownBeforeArrival = useMemo(() => toastStore.lastId(), [pathname]);
  useEffect(() => toastStore.dismissErrorsUpTo(shownBeforeArrival), [shownBeforeArrival]);
  return null;
}
