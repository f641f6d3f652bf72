import { createContext, useContext, useEffect } from 'react';

/**
 * Over a prerendered page the shell renders off-screen first and swaps the result in only once
 * the page's real content (or its 404 / fallback / loading state) has committed, so the
 * prerendered HTML is never replaced by a spinner.
 */
const PageReadyContext = createContext<() => void>(() => undefined);

export const PageReadyProvider = PageReadyContext.Provider;

/** Rendered beside a page's final content; tells the shell the page is ready to show. */
export function PageReady() {
  const ready = useContext(PageReadyContext);
  useEffect(() => ready(), [ready]);
  return null;
}
