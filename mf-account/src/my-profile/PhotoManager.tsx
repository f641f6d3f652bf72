import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Card, VisuallyHidden } from '@matrimony/ui';
import { Dialog } from '@matrimony/ui/dialog';
import { useSession } from '@matrimony/session';
import { MAX_PHOTOS } from '@matrimony/catalog/constants';
import {
  useDeletePhotoMutation,
  useReorderPhotosMutation,
  useSetPrimaryPhotoMutation
} from '../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { uploadPhotos } from '../api/upload';
import { runAction } from '../shared/run-action';
import { Actions, Muted, SectionHeading } from '../shared/styles';
import {
  canDelete,
  canMove,
  inOrder,
  movedOrder,
  newPhotosProblem,
  photoLabel,
  photosLeft
} from './photo-rules';
import { PhotoTile } from './PhotoTile';
import { useMyProfileT } from './messages';
import { PhotoUpload } from './PhotoUpload';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;

/** The member's photos: primary badge, set primary, reorder, delete (never the last), add up to 5. */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const { refreshProfile } = useSession();
  const [deletePhoto, deleting] = useDeletePhotoMutation();
  const [reorder, reordering] = useReorderPhotosMutation();
  const [setPrimary, settingPrimary] = useSetPrimaryPhotoMutation();
  const [confirming, setConfirming] = useState<string>();
  // Screen readers hear where a moved photo went (the buttons stay the same, the order changes).
  const [announcement, setAnnouncement] = useState('');
  const t = useMyProfileT();
  const busy = deleting.isLoading || reordering.isLoading || settingPrimary.isLoading;
  const photos = inOrder(profile.photos);
  const labelOf = (id: string) => photoLabel(photos.findIndex((photo) => photo.id === id) + 1, photos.length);

  // The session's copy of the profile (primary photo URL) follows every change.
  const change = (action: () => Promise<unknown>, success?: { title: string }, announce?: string) =>
    void runAction(action, success).then((ok) => {
      if (!ok) return;
      if (announce) setAnnouncement(announce);
      void refreshProfile();
    });

  const move = (id: string, direction: -1 | 1) => {
    const order = movedOrder(photos, id, direction);
    if (order)
      change(
        () => reorder(order).unwrap(),
        undefined,
        t('myProfile.photos.moved', { position: order.indexOf(id) + 1, total: order.length })
      );
  };

  const remove = (id: string) => {
    setConfirming(undefined);
    change(() => deletePhoto(id).unwrap(), { title: t('myProfile.photos.deleted') });
  };

  return (
    <Card as="section" aria-labelledby="photos-heading">
      <SectionHeading id="photos-heading">
        {t('myProfile.photos.heading', { count: photos.length, max: MAX_PHOTOS })}
      </SectionHeading>
      <Muted style={{ marginBottom: '1rem' }}>{t('myProfile.photos.lead')}</Muted>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Grid aria-label={t('myProfile.photos.label')}>
        {photos.map((photo) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            label={labelOf(photo.id)}
            busy={busy}
            canMoveUp={canMove(photos, photo.id, -1)}
            canMoveDown={canMove(photos, photo.id, 1)}
            canDelete={canDelete(photos)}
            onMove={(direction) => move(photo.id, direction)}
            onMakePrimary={() =>
              change(() => setPrimary(photo.id).unwrap(), { title: t('myProfile.photos.primaryChanged') })
            }
            onDelete={() => setConfirming(photo.id)}
          />
        ))}
      </Grid>
      {photos.length === 0 ? <Muted>{t('myProfile.photos.none')}</Muted> : null}
      {photos.length === 1 ? <Muted>{t('myProfile.photos.onlyOne')}</Muted> : null}
      <PhotoUpload
        addLabel={t('myProfile.photos.add')}
        uploadingLabel={(percent) => t('myProfile.photos.uploading', { percent })}
        multiple
        room={photosLeft(photos)}
        check={(files) => newPhotosProblem(files, photos.length)}
        upload={uploadPhotos}
        success={t('myProfile.photos.added')}
      />
      {photosLeft(photos) === 0 ? <Muted>{t('myProfile.photos.full', { max: MAX_PHOTOS })}</Muted> : null}
      <Dialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={t('myProfile.photos.confirmTitle')}
      >
        <p>{confirming ? t('myProfile.photos.confirmText', { label: labelOf(confirming) }) : null}</p>
        <Actions>
          <Button variant="danger" onClick={() => confirming && remove(confirming)}>
            {t('myProfile.photos.confirmDelete')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(undefined)}>
            {t('myProfile.photos.keep')}
          </Button>
        </Actions>
      </Dialog>
    </Card>
  );
}
