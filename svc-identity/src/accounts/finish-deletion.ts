import { outboxEvent } from '@matrimony/service-kit';
import { type AdminApi } from '../keycloak/admin-api';
import { type Stores } from '../store';

/**
 * Deletes the Keycloak user, then records identity.user.deleted (outbox) and frees the mobile number.
 * The caller has written the intent with `deletions.begin` first; running this again is harmless.
 * Called by DELETE /accounts/me and by the recovery job for interrupted deletions.
 */
export async function finishDeletion(admin: AdminApi, stores: Stores, userId: string, mobile: string): Promise<void> {
  await admin.deleteUser(userId);
  await stores.deletions.complete(userId, outboxEvent('identity.user.deleted', { userId }));
  await stores.registrations.forgetMobile(mobile);
  await stores.credentialVersions.erase(userId);
  await stores.suspensions.erase(userId);
  // Kept as proof of consent under the mobile's keyed hash only (store/consents.ts).
  await stores.consents.detach(userId, new Date());
}
