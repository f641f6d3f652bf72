// The face-similarity aid for a waiting selfie (docs/product-rules.md#verification), run after the selfie is stored,
// never on its request: the selfie against each of the member's profile photos (their `card` variant) in the
// worker; only the scores are stored. A failure stores `failed`, and the moderator decides without the aid.
import { buffer } from 'node:stream/consumers';
import { primaryFirst } from '../../domain/photo-order';
import { type Stores } from '../../store';
import { type FaceScorer } from './face-aid-client';

export async function scoreSelfie(
  deps: { stores: Pick<Stores, 'photoChecks' | 'profiles' | 'images'>; faceScorer: FaceScorer },
  checkId: string
): Promise<'scored' | 'failed' | 'gone'> {
  const { photoChecks, profiles, images } = deps.stores;
  const check = await photoChecks.get(checkId);
  if (!check || check.status !== 'pending' || !check.selfieHeld) return 'gone';
  const member = await profiles.findById(check.profileId, { photos: 1 });
  try {
    const selfie = await buffer(images.open(check.selfieId));
    const photos = [];
    for (const photo of primaryFirst(member?.photos ?? []))
      photos.push({ photoId: photo.id, image: await buffer(images.open(photo.files.card)) });
    const scores = await deps.faceScorer.score(selfie, photos);
    await photoChecks.recordFaceAid(checkId, { failed: false, photos: scores });
    return 'scored';
  } catch {
    await photoChecks.recordFaceAid(checkId, { failed: true, photos: [] });
    return 'failed';
  }
}
