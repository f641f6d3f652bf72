import { EXPORT_PARTS, exportPartObject } from '@matrimony/contracts';
import { type IdentityDeps } from '../http/deps';

/**
 * Account deletion: the member's exports and every object they left in the bucket go. Parts not recorded yet are
 * removed by their known names; a photo of such a part is removed when its late announcement arrives (record-part).
 */
export async function eraseExportsOf(
  deps: Pick<IdentityDeps, 'stores' | 'exportStore'>,
  userId: string
): Promise<void> {
  const exports = await deps.stores.exports.allOf(userId);
  for (const record of exports) {
    const recorded = record.parts.flatMap((part) => part.objects);
    const expected = EXPORT_PARTS.map((part) => exportPartObject(record._id, part));
    await deps.exportStore.remove([...new Set([...recorded, ...expected])]);
  }
  await deps.stores.exports.eraseOf(userId);
}
