import { theme } from '../theme';

export type ToastPlacement = 'top' | 'bottom';
export type FocusedBox = { top: number; bottom: number };

/**
 * Where toasts sit: at the bottom, except on a phone whose focused control is in the lower half of
 * the screen (the one being corrected after an error toast), where they move to the top.
 */
export function toastPlacement(
  viewport: { width: number; height: number },
  focused: FocusedBox | null
): ToastPlacement {
  if (viewport.width >= theme.breakpoints.sm || !focused) return 'bottom';
  return (focused.top + focused.bottom) / 2 > viewport.height / 2 ? 'top' : 'bottom';
}

const FORM_CONTROLS = 'input, select, textarea, [contenteditable="true"]';

/** The placement for the page as it is now (the browser's focused control and visible viewport). */
export function currentToastPlacement(): ToastPlacement {
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active.matches(FORM_CONTROLS) ? active.getBoundingClientRect() : null;
  const height = window.visualViewport?.height ?? window.innerHeight;
  return toastPlacement({ width: window.innerWidth, height }, focused);
}
