import { SITE_MENU_ID } from '../layout/mobile-menu';

/** Set on the prerendered #root by the inline guard script when a form there was sent before the app was ready. */
export const PRERENDER_SUBMITTED_ATTRIBUTE = 'data-prerender-submitted';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'input[id]:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea[id]';

/**
 * The app's pages replace prerendered forms (sign-in, step 1 of sign-up) that a visitor on a slow
 * phone may already have typed into. Moves what was typed into the app's fields of the same id
 * (through the value setter and an input event, so React's state sees it), puts the caret back in
 * the field that had it, opens the menu if the visitor had opened the prerendered one, and sends the form if the
 * visitor already had.
 */
export function carryVisitorInput(prerendered: Element, app: Element, focusedId: string | null): void {
  for (const typed of prerendered.querySelectorAll<TextField>(TEXT_FIELDS)) {
    if (typed.value === typed.defaultValue) continue;
    const field = app.querySelector<TextField>(`#${CSS.escape(typed.id)}`);
    if (
      !field ||
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) ||
      field.value !== ''
    )
      continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setValue?.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focusedId) app.querySelector<HTMLElement>(`#${CSS.escape(focusedId)}`)?.focus();
  const menuToggle = `button[aria-controls=${SITE_MENU_ID}]`;
  if (prerendered.querySelector(menuToggle)?.getAttribute('aria-expanded') === 'true')
    app.querySelector<HTMLElement>(menuToggle)?.click();
  if (prerendered.hasAttribute(PRERENDER_SUBMITTED_ATTRIBUTE)) app.querySelector('form')?.requestSubmit();
}
