import { styled } from 'styled-components';
import { Badge, Button } from '@matrimony/ui';
import type { OwnPhoto } from '@matrimony/contracts/http/profile/own-profile';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { useMyProfileT } from './messages';

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const PrimaryBadge = styled(Badge)`
  position: absolute;
  top: 6px;
  left: 6px;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export type PhotoTileProps = {
  photo: OwnPhoto;
  label: string;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDelete: boolean;
  onMove: (direction: -1 | 1) => void;
  onMakePrimary: () => void;
  onDelete: () => void;
};

/** One stored photo with its controls; every control names the photo it acts on. */
export function PhotoTile({
  photo,
  label,
  busy,
  canMoveUp,
  canMoveDown,
  canDelete,
  onMove,
  onMakePrimary,
  onDelete
}: PhotoTileProps) {
  const t = useMyProfileT();
  return (
    <Tile>
      <Frame>
        <AuthorizedImage
          src={photo.urls.card}
          alt={photo.isPrimary ? t('myProfile.photo.primaryAlt', { label }) : label}
          loading="lazy"
        />
        {photo.isPrimary ? <PrimaryBadge $tone="primary">{t('myProfile.photo.primary')}</PrimaryBadge> : null}
      </Frame>
      <Controls>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy || !canMoveUp}
          onClick={() => onMove(-1)}
          aria-label={t('myProfile.photo.moveUpLabel', { label })}
        >
          {t('myProfile.photo.up')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy || !canMoveDown}
          onClick={() => onMove(1)}
          aria-label={t('myProfile.photo.moveDownLabel', { label })}
        >
          {t('myProfile.photo.down')}
        </Button>
        {photo.isPrimary ? null : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={onMakePrimary}
            aria-label={t('myProfile.photo.setPrimaryLabel', { label })}
          >
            {t('myProfile.photo.setPrimary')}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={busy || !canDelete}
          onClick={onDelete}
          aria-label={t('myProfile.photo.deleteLabel', { label })}
          title={canDelete ? undefined : t('myProfile.photo.needsOne')}
        >
          {t('myProfile.photo.delete')}
        </Button>
      </Controls>
    </Tile>
  );
}
