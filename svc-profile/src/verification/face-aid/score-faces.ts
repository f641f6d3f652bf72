// The aid's arithmetic (docs/product-rules.md#verification), run in the worker: the selfie's face against each profile
// photo's. Descriptors exist only here, for the length of one call; only the scores leave.
import { type FaceAidState } from '@matrimony/contracts/http/profile/photo-check';

export type ScoredState = Extract<FaceAidState, 'scored' | 'no_face_in_selfie' | 'no_face_in_photo'>;

export interface PhotoFaceScore {
  photoId: string;
  similarity: number | null;
  state: ScoredState;
}

export interface FaceReader {
  describe(image: Buffer): Promise<Float32Array | null>;
  distance(a: Float32Array, b: Float32Array): number;
}

/** 100 × (1 − distance), floored at 0: face-api's "same person" distance 0.6 is 40. */
export function similarityOf(distance: number): number {
  return Math.max(0, Math.min(100, Math.round(100 * (1 - distance))));
}

export async function scoreFaces(
  reader: FaceReader,
  selfie: Buffer,
  photos: { photoId: string; image: Buffer }[]
): Promise<PhotoFaceScore[]> {
  const selfieFace = await reader.describe(selfie);
  if (!selfieFace)
    return photos.map(({ photoId }) => ({ photoId, similarity: null, state: 'no_face_in_selfie' }));
  const scores: PhotoFaceScore[] = [];
  for (const { photoId, image } of photos) {
    const photoFace = await reader.describe(image);
    scores.push(
      photoFace
        ? { photoId, similarity: similarityOf(reader.distance(selfieFace, photoFace)), state: 'scored' }
        : { photoId, similarity: null, state: 'no_face_in_photo' }
    );
  }
  return scores;
}
