import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { styled, css } from 'styled-components';
import { focusRing } from '../theme';
import { currentToastPlacement, type ToastPlacement } from './placement';
import { type Toast, type ToastStore, toastStore } from './toast-store';
import { useToastT } from './messages';
import { useControlText } from '../catalog-text';

const Viewport = styled.section<{ $placement: ToastPlacement }>`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  ${({ theme, $placement }) =>
    $placement === 'top'
      ? css`
          top: ${theme.space(4)};
        `
      : css`
          bottom: ${theme.space(4)};
        `}
  left: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $variant: Toast['variant'] }>`
  pointer-events: auto;
  width: min(100%, 380px);
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme, $variant }) => {
    if ($variant === 'destructive') {
      return css`
        background: ${theme.colors.danger};
        color: ${theme.colors.onPrimary};
      `;
    }
    return css`
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      border-left: 4px solid ${$variant === 'success' ? theme.colors.success : theme.colors.primary};
    `;
  }}
`;

const Text = styled.div`
  flex: 1;
  & > strong {
    display: block;
  }
  & > p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  width: 32px;
  height: 32px;
  display: inline-grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  ${focusRing}
`;

/**
 * The dismiss cross drawn inline (lucide's "x" paths): the Toaster is on every page, and an icon from lucide-react
 * would bring the library's icon runtime into the shared first load.
 */
function DismissCross() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * Bottom, or top on a phone while the focused control is in the lower half or marked actions sit at the bottom
 * (see placement.ts); looked at again when focus moves and, while toasts show, when the page scrolls.
 */
function usePlacement(toasts: readonly Toast[]): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const showing = toasts.length > 0;
  useLayoutEffect(() => {
    if (showing) setPlacement(currentToastPlacement());
  }, [toasts, showing]);
  useEffect(() => {
    const update = () => setPlacement(currentToastPlacement());
    document.addEventListener('focusin', update);
    if (showing) window.addEventListener('scroll', update, { passive: true });
    return () => {
      document.removeEventListener('focusin', update);
      window.removeEventListener('scroll', update);
    };
  }, [showing]);
  return placement;
}

/**
 * Renders the visible toasts; the shell mounts it once. Destructive toasts are alerts (announced
 * at once), others polite status messages.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useToasts(store);
  const placement = usePlacement(toasts);
  const t = useToastT();
  // A service's problem or a catalog message (the spec's English) reads in the member's language; other text as given.
  const text = useControlText(toasts.length > 0);
  return (
    <Viewport aria-label={t('ui.toast.region')} $placement={placement} data-placement={placement}>
      {toasts.map((item) => (
        <Item
          key={item.id}
          $variant={item.variant}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
        >
          <Text>
            <strong>{text(item.title)}</strong>
            {item.description ? <p>{text(item.description)}</p> : null}
          </Text>
          <Close type="button" aria-label={t('ui.toast.dismiss')} onClick={() => store.dismiss(item.id)}>
            <DismissCross />
          </Close>
        </Item>
      ))}
    </Viewport>
  );
}
