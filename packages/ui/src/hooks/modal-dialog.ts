import { useEffect, useId, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal from an `open` prop: showModal() and close() follow it, so the
 * browser traps focus, closes on Escape (the element's `close` event) and returns focus to the opener.
 * Returns the ref to put on the <dialog> and an id for the element that labels it.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return { ref, titleId };
}
