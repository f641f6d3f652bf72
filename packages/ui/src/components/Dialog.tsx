import { type ReactNode } from 'react';
import { X } from 'lucide-react';
import { styled } from 'styled-components';
import { useModalDialog } from '../hooks/modal-dialog';
import { focusRing } from '../theme';
import { useUiT } from '../messages';

const NativeDialog = styled.dialog`
  width: min(92vw, 520px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: rgba(17, 24, 39, 0.55);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)} 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  ${focusRing}
`;

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * Modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and
 * returns focus to the opener.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const { ref, titleId } = useModalDialog(open);
  const t = useUiT();

  return (
    <NativeDialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton type="button" aria-label={t('ui.dialog.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </CloseButton>
          </Header>
          <Body>{children}</Body>
        </>
      ) : null}
    </NativeDialog>
  );
}
