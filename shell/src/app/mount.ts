import { PRERENDER_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '@matrimony/prerender/attributes';
import { carryVisitorInput } from './carry-input';

export { PRERENDER_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE };

export function normalizedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Renders the app. Over prerendered HTML of this very path, the app renders into a detached
 * element first and replaces the prerendered content once the page is ready, so visitors never
 * see the HTML swapped for a spinner. If the page never gets ready (its remote cannot be loaded),
 * the prerendered page stays: readable, with working links, rather than an error message.
 * What a visitor typed into a prerendered form goes with them into the app's (carryVisitorInput).
 * (We do not hydrate: styled-components class names differ between the prerender build and the
 * federated client build.)
 */
export function mountOverPrerendered(
  doc: Document,
  render: (container: HTMLElement, onPageReady: () => void) => void
): void {
  const root = doc.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const prerendered =
    root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === normalizedPath(doc.location.pathname) &&
    root.childElementCount > 0;
  const removePrerenderedHead = () =>
    doc.head.querySelectorAll(`[${PRERENDER_ATTRIBUTE}]`).forEach((element) => element.remove());

  if (!prerendered) {
    removePrerenderedHead();
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
    render(root, () => undefined);
    return;
  }

  const container = doc.createElement('div');
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    const focused = doc.activeElement && root.contains(doc.activeElement) ? doc.activeElement.id : null;
    removePrerenderedHead();
    root.replaceWith(container);
    container.id = 'root';
    carryVisitorInput(root, container, focused);
  };
  // The ready signal comes from an effect; swap after that commit has been painted off-screen.
  render(container, () => queueMicrotask(swap));
}
