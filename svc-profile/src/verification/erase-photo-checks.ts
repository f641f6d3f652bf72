import { type Stores } from '../store';

/** Account deletion: the member's selfies still held (files first, so a retry still finds them), checks, poses. */
export async function erasePhotoChecks(
  stores: Pick<Stores, 'images' | 'photoChecks' | 'photoCheckChallenges'>,
  userId: string
): Promise<void> {
  await stores.images.remove(await stores.photoChecks.selfiesOf(userId));
  await stores.photoChecks.eraseOf(userId);
  await stores.photoCheckChallenges.eraseOf(userId);
}
