import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once and the rest in a transition after that first commit: a page opened fresh
 * paints the cards that fill the screen without waiting for the render of every card of the page. The rest
 * follow in the same order, so every card stays reachable; `first` undefined shows them all at once.
 */
export function useFirstBatch<T>(items: readonly T[], first: number | undefined): readonly T[] {
  const staged = first !== undefined && items.length > first;
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (staged && !all) startTransition(() => setAll(true));
  }, [staged, all]);
  return staged && !all ? items.slice(0, first) : items;
}
