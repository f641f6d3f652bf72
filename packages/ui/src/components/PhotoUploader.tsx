import { type ChangeEvent, useEffect, useState } from 'react';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../theme';
import { addPhotos, makePrimary, MAX_PHOTOS, removePhoto } from '../forms/photo-selection';
import { Badge } from './Badge';
import { fieldIds } from './Field';
import { VisuallyHidden } from './VisuallyHidden';
import { useCatalogText } from '../catalog-text';
import { useUiT } from '../messages';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
`;

const Tile = styled.li`
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

const Actions = styled.div`
  position: absolute;
  right: 4px;
  bottom: 4px;
  display: flex;
  gap: 4px;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

const AddTile = styled.label<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  aspect-ratio: 1;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Heading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Object URLs for thumbnails, revoked when the photos change or the picker unmounts. */
function usePreviewUrls(photos: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return urls;
}

/**
 * A photo rule's "Title: description" (PHOTO_MESSAGES) reads part by part, as the catalog text holds the two
 * parts; any other message whole.
 */
function photoErrorText(message: string, text: (english: string) => string): string {
  const whole = text(message);
  const split = message.indexOf(': ');
  if (whole !== message || split < 0) return whole;
  return `${text(message.slice(0, split))}: ${text(message.slice(split + 2))}`;
}

export type PhotoUploaderProps = {
  id: string;
  label?: string;
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  max?: number;
  /** The add tile's text ("Add photos"). */
  addLabel?: string;
  /** A message from the form (e.g. "At least one profile photo is required"). */
  error?: string;
};

/**
 * Picks up to `max` photos before upload; with more than one, the first is marked Primary and any
 * can be moved to the front. With `max` 1 it is a single-image picker (the horoscope). Uploading is
 * the caller's job.
 */
export function PhotoUploader({
  id,
  label,
  photos,
  onChange,
  max = MAX_PHOTOS,
  addLabel,
  error
}: PhotoUploaderProps) {
  const t = useUiT();
  // The photo rules' messages and the form's (catalog English) read in the active language.
  const text = useCatalogText();
  const heading = label ?? t('ui.photos.label');
  const single = max === 1;
  const [pickError, setPickError] = useState<string | undefined>();
  const previews = usePreviewUrls(photos);
  const shownError = pickError ?? error;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addPhotos(photos, Array.from(event.target.files ?? []), max);
    setPickError(result.error);
    if (!result.error) onChange(result.photos);
    event.target.value = '';
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <Heading id={`${id}-label`}>
        {single ? heading : t('ui.photos.count', { label: heading, count: photos.length, max })}
      </Heading>
      <Grid>
        {photos.map((photo, index) => (
          <Tile key={`${photo.name}-${index}`}>
            {previews[index] ? (
              <img src={previews[index]} alt={t('ui.photos.alt', { number: index + 1, name: photo.name })} />
            ) : null}
            {index === 0 && !single ? (
              <PrimaryBadge $tone="accent">{t('ui.photos.primary')}</PrimaryBadge>
            ) : null}
            <Actions>
              {index > 0 ? (
                <IconButton
                  type="button"
                  aria-label={t('ui.photos.makePrimary', { number: index + 1 })}
                  onClick={() => onChange(makePrimary(photos, index))}
                >
                  <Star size={18} aria-hidden="true" />
                </IconButton>
              ) : null}
              <IconButton
                type="button"
                aria-label={t('ui.photos.remove', { number: index + 1 })}
                onClick={() => {
                  setPickError(undefined);
                  onChange(removePhoto(photos, index));
                }}
              >
                <Trash2 size={18} aria-hidden="true" />
              </IconButton>
            </Actions>
          </Tile>
        ))}
        {photos.length < max ? (
          <li>
            <AddTile $invalid={Boolean(shownError)}>
              <ImagePlus size={28} aria-hidden="true" />
              <span>{addLabel ?? t('ui.photos.add')}</span>
              <VisuallyHidden
                as="input"
                id={id}
                type="file"
                accept="image/*"
                multiple={!single}
                onChange={onPick}
                aria-describedby={shownError ? fieldIds(id).error : undefined}
              />
            </AddTile>
          </li>
        ) : null}
      </Grid>
      <ErrorText id={fieldIds(id).error} aria-live="polite">
        {shownError ? photoErrorText(shownError, text) : shownError}
      </ErrorText>
    </div>
  );
}
