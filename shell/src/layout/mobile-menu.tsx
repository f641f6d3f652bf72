import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The small-screen menu's id: the toggle controls it, and the prerender guard script finds it by it. */
export const SITE_MENU_ID = 'site-menu';

interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
}

const MobileMenuContext = createContext<MobileMenuState | null>(null);

/**
 * Holds the menu's open state above both headers, so a tap made while the session is still resolving (the visitor
 * header shows) or while signing in survives the swap to the member header. The menu closes when the member uses it
 * (a link or button inside) or goes back or forward; not on every change of path, which would also close a menu
 * just opened when a guard redirects a moment after the page shows.
 */
export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') setOpen(false);
  }, [key, navigationType]);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

/** Props for the header's Menu button and its menu. */
export function useMobileMenu() {
  const state = useContext(MobileMenuContext);
  if (!state) throw new Error('useMobileMenu needs a MobileMenuProvider (the Layout)');
  const { open, setOpen } = state;
  const closeAfterUse = useCallback(
    (event: React.MouseEvent) => {
      if ((event.target as Element).closest('a, button')) setOpen(false);
    },
    [setOpen]
  );
  return {
    open,
    toggleProps: {
      'aria-expanded': open,
      'aria-controls': SITE_MENU_ID,
      onClick: () => setOpen((value) => !value)
    },
    menuProps: { id: SITE_MENU_ID, 'data-open': open, onClick: closeAfterUse }
  };
}
