import { type ReactNode } from 'react';
import { X } from 'lucide-react';
import { styled } from 'styled-components';
import { useModalDialog } from '../hooks/modal-dialog';
import { focusRing } from '../theme';
import { useUiT } from '../messages';

const Sheet = styled.dialog`
  margin: 0 0 0 auto;
  width: min(92vw, 420px);
  max-width: none;
  height: 100dvh;
  max-height: none;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(17, 24, 39, 0.55);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > * {
    flex: 1;
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the scrolling body ("Reset", "Show 120 matches"). */
  footer?: ReactNode;
};

/** A side sheet on the native <dialog>: focus trapped, Escape closes, focus returns to the opener. */
export function Drawer({ open, onClose, title, children, footer }: DrawerProps) {
  const { ref, titleId } = useModalDialog(open);
  const t = useUiT();

  return (
    <Sheet ref={ref} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton type="button" aria-label={t('ui.drawer.close')} onClick={onClose}>
              <X size={22} aria-hidden="true" />
            </CloseButton>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </>
      ) : null}
    </Sheet>
  );
}
