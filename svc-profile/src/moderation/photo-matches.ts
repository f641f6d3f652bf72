// Stolen photos (docs/product-rules.md#moderation): at submission each of the member's photos is compared with every
// other member's stored photo by perceptual fingerprint, and the near-duplicates go on the queue item.
// A scan of all fingerprints: fine for today's directory; before hundreds of thousands of photos it needs an
// index for Hamming distance (multi-index hashing: split the fingerprint in parts, look up exact parts).
import { nearDuplicates } from '../media/photo-fingerprint';
import { type PhotoMatch, type StoredPhoto } from '../store/profile-model';
import { type Stores } from '../store';

export async function photoMatchesOf(
  stores: Stores,
  userId: string,
  photos: readonly StoredPhoto[]
): Promise<PhotoMatch[]> {
  const own = photos.filter((photo) => photo.fingerprint);
  if (own.length === 0) return [];
  const others = await stores.profiles.photoFingerprintsExcept(userId);
  const candidates = others.flatMap((doc) =>
    doc.photos.map((photo) => ({
      ownerUserId: doc.userId,
      photoId: photo.id,
      fingerprint: photo.fingerprint
    }))
  );
  return own.flatMap((photo) =>
    nearDuplicates(photo.fingerprint!, candidates).map((match) => ({
      photoId: photo.id,
      otherUserId: match.ownerUserId,
      otherPhotoId: match.photoId,
      distance: match.distance
    }))
  );
}
