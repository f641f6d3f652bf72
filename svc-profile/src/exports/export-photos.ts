// The member's own images in the export: each stored full-size image re-encoded as a JPEG object beside the part.
import { type Readable } from 'node:stream';
import sharp from 'sharp';
import { exportPhotoObject } from '@matrimony/contracts';
import { type ExportStore } from '@matrimony/service-kit';
import { type ImageFileStore } from '../store/image-files';
import { type ProfileDoc, type StoredImage } from '../store/profile-model';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The stored full-size image as a JPEG (it is kept as WebP, already stripped of camera metadata at upload). */
async function jpegOf(images: ImageFileStore, image: StoredImage): Promise<Buffer> {
  return sharp(await readAll(images.open(image.files.full)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface ExportedPhotos {
  /** The objects written (or already there from an earlier attempt). */
  objects: string[];
  /** Each image's file name inside the export, by image id. */
  files: Map<string, string>;
}

/** Writes the profile's photos and horoscope image, each once. */
export async function writeExportPhotos(
  images: ImageFileStore,
  exportId: string,
  profile: ProfileDoc | null,
  store: ExportStore
): Promise<ExportedPhotos> {
  const exported: ExportedPhotos = { objects: [], files: new Map() };
  const toWrite = [
    ...(profile?.photos ?? []).map((photo) => ({ image: photo as StoredImage, name: photo.id })),
    ...(profile?.horoscope ? [{ image: profile.horoscope, name: `horoscope-${profile.horoscope.id}` }] : [])
  ];
  for (const { image, name } of toWrite) {
    const object = exportPhotoObject(exportId, name);
    if (!(await store.has(object))) await store.putOnce(object, await jpegOf(images, image));
    exported.files.set(image.id, object.slice(exportId.length + 1));
    exported.objects.push(object);
  }
  return exported;
}
