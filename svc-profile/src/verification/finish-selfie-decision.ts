import { type Stores } from '../store';
import { type PhotoCheckDoc } from '../store/photo-checks';

/**
 * The selfie of a decided, expired or replaced check is deleted, then the check says so; interrupted between the
 * two, the selfie-expiry job finishes it (store `unfinished`).
 */
export async function finishSelfieDecision(
  stores: Pick<Stores, 'images' | 'photoChecks'>,
  check: PhotoCheckDoc
): Promise<void> {
  await stores.images.remove([check.selfieId]);
  await stores.photoChecks.selfieDeleted(check._id);
}
