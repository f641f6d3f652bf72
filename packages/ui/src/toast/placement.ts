import { theme } from '../theme';

export type ToastPlacement = 'top' | 'bottom';
export type FocusedBox = { top: number; bottom: number };

/** Marks what toasts must not cover on a phone: `<Nav data-toast-avoid="">` (the sign-up wizard's Previous/Next). */
export const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

/** The strip toasts take at the edge they sit on, on a phone (about two toasts with their margin). */
export const TOAST_BAND_PX = 180;

/**
 * Where toasts sit: at the bottom. On a phone they move to the top when the bottom strip is taken: by the focused
 * control in the lower half of the screen (the one being corrected after an error toast), or by actions marked
 * with TOAST_AVOID_ATTRIBUTE (`avoided`), unless the top strip is taken too; then the focused control stays in sight.
 */
export function toastPlacement(
  viewport: { width: number; height: number },
  focused: FocusedBox | null,
  avoided: readonly FocusedBox[] = []
): ToastPlacement {
  if (viewport.width >= theme.breakpoints.sm) return 'bottom';
  const inStrip = (box: FocusedBox, edge: ToastPlacement) =>
    edge === 'top'
      ? box.top < TOAST_BAND_PX && box.bottom > 0
      : box.bottom > viewport.height - TOAST_BAND_PX && box.top < viewport.height;
  const focusedLow = focused !== null && (focused.top + focused.bottom) / 2 > viewport.height / 2;
  if (!focusedLow && !avoided.some((box) => inStrip(box, 'bottom'))) return 'bottom';
  const topTaken =
    (focused !== null && inStrip(focused, 'top')) || avoided.some((box) => inStrip(box, 'top'));
  if (!topTaken) return 'top';
  return focusedLow ? 'top' : 'bottom';
}

/**
 * Controls a member is using when focused. Buttons and links count: a tap focuses the button under the finger
 * before its click, and a toast that then moved to the bottom strip would take the rest of that tap (seen on a
 * phone: "Send" pressed while a payment toast showed at the top, the toast dropped under the finger, no send).
 */
const CONTROLS_IN_USE = 'input, select, textarea, button, a[href], [contenteditable="true"]';

/** The placement for the page as it is now (the browser's focused control, marked actions and visible viewport). */
export function currentToastPlacement(): ToastPlacement {
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active.matches(CONTROLS_IN_USE) ? active.getBoundingClientRect() : null;
  const avoided = [...document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0);
  const height = window.visualViewport?.height ?? window.innerHeight;
  return toastPlacement({ width: window.innerWidth, height }, focused, avoided);
}
