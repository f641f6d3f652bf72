/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The recorder and the check run in the page (addInitScript, evaluate): they use the browser's types.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

const STORE = 'e2e:shown-toasts';

/**
 * Records the text of every toast each page of `context` shows, as it appears. A toast leaves after a few
 * seconds; on a busy machine a click can take longer than that to return, so looking for it on screen
 * afterwards may find it gone. The record survives reloads within the tab (sessionStorage).
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((store: string) => {
    // about:blank and other opaque origins have no sessionStorage: nothing is shown there anyway.
    if (location.origin === 'null') return;
    const shown: string[] = JSON.parse(sessionStorage.getItem(store) ?? '[]');
    window.__shownToasts = shown;
    const record = (node: Node) => {
      if (!(node instanceof Element)) return;
      const toasts = [node, ...node.querySelectorAll('[role="status"], [role="alert"]')].filter(
        (element) =>
          (element.getAttribute('role') === 'status' || element.getAttribute('role') === 'alert') &&
          element.closest('section[aria-label="Notifications"]')
      );
      for (const toast of toasts) shown.push((toast.textContent ?? '').replace(/\s+/g, ' ').trim());
      if (toasts.length) sessionStorage.setItem(store, JSON.stringify(shown));
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) mutation.addedNodes.forEach(record);
    }).observe(document, { childList: true, subtree: true });
  }, STORE);
}

/**
 * Waits until the page has said `text` (case-insensitive, spaces normalised): in a toast, whether or not it is
 * still on screen, or in a status or alert message on screen. A toast found is taken off the record: the same
 * notice expected twice must be shown twice.
 */
export async function expectNotice(
  page: Page,
  text: string,
  options: { timeout?: number } = {}
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ wanted, store }) => {
            const shown = window.__shownToasts;
            if (!shown) throw new Error('no toast recorder in this page: call recordToasts(context) first');
            const normal = (said: string | null) => (said ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
            const index = shown.findIndex((toast) => normal(toast).includes(wanted));
            if (index >= 0) {
              shown.splice(index, 1);
              sessionStorage.setItem(store, JSON.stringify(shown));
              return true;
            }
            return [...document.querySelectorAll('[role="status"], [role="alert"]')].some(
              (element) => element.checkVisibility() && normal(element.textContent).includes(wanted)
            );
          },
          { wanted: text.replace(/\s+/g, ' ').trim().toLowerCase(), store: STORE }
        ),
      { message: `the page saying “${text}”`, ...options }
    )
    .toBe(true);
}
