// Ordering rules for a member's photos (spec: order_index from 1, the first photo is primary).
// The primary photo is always the one at order_index 1, so "set primary" moves it to the front.

export interface OrderedPhoto {
  readonly id: string;
  readonly orderIndex: number;
  readonly isPrimary: boolean;
}

type Renumbered<T> = T & { orderIndex: number; isPrimary: boolean };

function renumber<T extends OrderedPhoto>(photos: readonly T[]): Renumbered<T>[] {
  return photos.map((photo, index) => ({ ...photo, orderIndex: index + 1, isPrimary: index === 0 }));
}

export function sortedByOrder<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Appends new photos after the existing ones. */
export function appendPhotos<T extends OrderedPhoto>(
  existing: readonly T[],
  added: readonly T[]
): Renumbered<T>[] {
  return renumber([...sortedByOrder(existing), ...added]);
}

/** Removes one photo and closes the gap; undefined when the id is not among the photos. */
export function removePhoto<T extends OrderedPhoto>(
  photos: readonly T[],
  id: string
): Renumbered<T>[] | undefined {
  if (!photos.some((photo) => photo.id === id)) return undefined;
  return renumber(sortedByOrder(photos).filter((photo) => photo.id !== id));
}

/** Puts the photos in the given order; undefined unless `ids` lists every photo exactly once. */
export function reorderPhotos<T extends OrderedPhoto>(
  photos: readonly T[],
  ids: readonly string[]
): Renumbered<T>[] | undefined {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  if (ids.length !== photos.length || new Set(ids).size !== ids.length) return undefined;
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((photo) => photo === undefined)) return undefined;
  return renumber(ordered as T[]);
}

/** Makes one photo primary by moving it to the front; undefined when the id is not among the photos. */
export function makePrimary<T extends OrderedPhoto>(
  photos: readonly T[],
  id: string
): Renumbered<T>[] | undefined {
  const chosen = photos.find((photo) => photo.id === id);
  if (!chosen) return undefined;
  return renumber([chosen, ...sortedByOrder(photos).filter((photo) => photo.id !== id)]);
}

/** Where svc-profile serves one size of a photo (access-checked there when fetched). */
export const photoPath = (id: string, size: 'thumbnail' | 'card' | 'full') =>
  `/api/profiles/photos/${id}/${size}`;

/** The primary photo first, then the rest in order. */
export function primaryFirst<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.orderIndex - b.orderIndex);
}

/** The card-size URL of the primary photo, null without photos (what profile events carry for other services). */
export function cardPhotoPath(photos: readonly OrderedPhoto[]): string | null {
  const primary = primaryFirst(photos)[0];
  return primary ? photoPath(primary.id, 'card') : null;
}
