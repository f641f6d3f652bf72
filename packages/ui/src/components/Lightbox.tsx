import { type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { stepIndex } from '../forms/choices';
import { useModalDialog } from '../hooks/modal-dialog';
import { useUiT } from '../messages';

const Frame = styled.dialog`
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgba(17, 24, 39, 0.94);
  color: #ffffff;

  &[open] {
    display: grid;
    grid-template-rows: auto 1fr;
  }
  &::backdrop {
    background: rgba(17, 24, 39, 0.94);
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  padding: 0 ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(6)};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const IconButton = styled.button<{ $side?: 'left' | 'right' }>`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);
  color: #ffffff;
  cursor: pointer;
  ${focusRing}
  ${({ $side }) =>
    $side ? `position: absolute; top: 50%; transform: translateY(-50%); ${$side}: 0.5rem;` : ''}
`;

export type LightboxPhoto = { src: string; alt: string };

export type LightboxProps = {
  photos: readonly LightboxPhoto[];
  /** Index shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Full-screen photo viewer: arrow keys or buttons move between photos, Escape closes and focus returns. */
export function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const open = index !== null && photos.length > 0;
  const { ref, titleId } = useModalDialog(open);
  const t = useUiT();

  const step = (by: number) => index !== null && onIndexChange(stepIndex(index, by, photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const photo = open ? photos[index] : undefined;

  return (
    <Frame ref={ref} aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      {photo ? (
        <>
          <Bar>
            <span id={titleId} aria-live="polite">
              {t('ui.lightbox.position', { number: index! + 1, total: photos.length })}
            </span>
            <IconButton type="button" aria-label={t('ui.lightbox.close')} onClick={onClose}>
              <X size={22} aria-hidden="true" />
            </IconButton>
          </Bar>
          <Stage>
            <img src={photo.src} alt={photo.alt} />
            {photos.length > 1 ? (
              <>
                <IconButton
                  type="button"
                  $side="left"
                  aria-label={t('ui.lightbox.previous')}
                  onClick={() => step(-1)}
                >
                  <ChevronLeft size={26} aria-hidden="true" />
                </IconButton>
                <IconButton
                  type="button"
                  $side="right"
                  aria-label={t('ui.lightbox.next')}
                  onClick={() => step(1)}
                >
                  <ChevronRight size={26} aria-hidden="true" />
                </IconButton>
              </>
            ) : null}
          </Stage>
        </>
      ) : null}
    </Frame>
  );
}
