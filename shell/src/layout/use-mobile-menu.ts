import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Open/closed state of the small-screen menu; closes whenever the page changes. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return {
    open,
    toggleProps: {
      'aria-expanded': open,
      'aria-controls': 'site-menu',
      onClick: () => setOpen((value) => !value)
    }
  };
}
