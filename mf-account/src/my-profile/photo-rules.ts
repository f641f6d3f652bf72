// What the member may do with their stored photos (svc-profile enforces the same rules; the page
// offers only what will succeed). The photo at order 1 is always the primary one.
import { MAX_PHOTOS } from '@matrimony/catalog/constants';
import { SIGNUP_MESSAGES, formatMessage } from '@matrimony/catalog/messages';
import { checkPhotoSelection, type PhotoLike } from '@matrimony/catalog/validation';
import { catalogMessage } from '@matrimony/ui/catalog-text';
import { myProfileText } from './messages';

type Photo = { id: string; orderIndex: number; isPrimary: boolean };

export function inOrder<T extends Photo>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** The last photo stays: a profile needs at least one. */
export function canDelete(photos: readonly Photo[]): boolean {
  return photos.length > 1;
}

export function canMove(photos: readonly Photo[], id: string, direction: -1 | 1): boolean {
  const index = inOrder(photos).findIndex((photo) => photo.id === id);
  const target = index + direction;
  return index >= 0 && target >= 0 && target < photos.length;
}

/** The ids in their new order after moving one photo up (-1) or down (+1); undefined if it cannot move. */
export function movedOrder(photos: readonly Photo[], id: string, direction: -1 | 1): string[] | undefined {
  if (!canMove(photos, id, direction)) return undefined;
  const ids = inOrder(photos).map((photo) => photo.id);
  const index = ids.indexOf(id);
  [ids[index], ids[index + direction]] = [ids[index + direction]!, ids[index]!];
  return ids;
}

/** "Set as primary" is offered for every photo but the current primary. */
export function canMakePrimary(photos: readonly Photo[], id: string): boolean {
  const photo = photos.find((candidate) => candidate.id === id);
  return Boolean(photo && !photo.isPrimary);
}

/** How many more photos fit (spec: at most 5). */
export function photosLeft(photos: readonly Photo[]): number {
  return Math.max(MAX_PHOTOS - photos.length, 0);
}

/** The spec's message for a picked batch ("Too many photos: ...", "Invalid file type: ..."), or undefined when it may be uploaded. */
export function newPhotosProblem(picked: readonly PhotoLike[], stored: number): string | undefined {
  if (picked.length === 0) return undefined;
  const problem = checkPhotoSelection(picked, stored);
  return problem ? formatMessage(catalogMessage(problem)) : undefined;
}

/** The horoscope image: image files only. */
export function horoscopeProblem(picked: PhotoLike): string | undefined {
  return picked.type.toLowerCase().startsWith('image/')
    ? undefined
    : formatMessage(catalogMessage(SIGNUP_MESSAGES.invalidFileType));
}

/** Accessible names of the photo controls ("Photo 2 of 4", "Move photo 2 up"). */
export function photoLabel(position: number, total: number): string {
  return myProfileText('myProfile.photo.label', { position, total });
}
