import { outboxEvent } from '@matrimony/service-kit';
import { deletedAccountHash, mobileHash } from '../domain/mobile-hash';
import { type AdminApi } from '../keycloak/admin-api';
import { type Stores } from '../store';

export interface DeletionDeps {
  admin: AdminApi;
  stores: Stores;
  /** MOBILE_HASH_KEY: the finished deletion is kept under keyed hashes only. */
  mobileHashKey: string;
  now: () => Date;
}

/**
 * Deletes the Keycloak user, erases what svc-identity holds of the member, and last records identity.user.deleted
 * (outbox), so the event goes out once everything here is gone; a crash before that leaves the `pending` intent,
 * which the recovery job finishes. The caller has written the intent with `deletions.begin` first; running this
 * again is harmless. Called by DELETE /accounts/me, a ban and the recovery job for interrupted deletions.
 */
export async function finishDeletion(
  deps: DeletionDeps,
  account: { userId: string; mobile: string; email?: string }
): Promise<void> {
  const { admin, stores } = deps;
  const { userId, mobile } = account;
  // The e-mail names rate-limit keys (reset requests); the recovery job only knows it while the user still exists.
  const email = account.email ?? (await admin.getUser(userId))?.email;
  await admin.deleteUser(userId);
  await stores.registrations.forgetMobile(mobile);
  await stores.credentialVersions.erase(userId);
  await stores.contactChanges.erase(userId);
  await stores.suspensions.erase(userId);
  // The ID check's outcome and its person hash: docs/product-rules.md#verification.
  await stores.idVerifications.erase(userId);
  // ID documents sent for review: the images first, so a retry still finds them through their submissions.
  await stores.idDocumentImages.remove(await stores.idDocuments.imagesOf(userId));
  await stores.idDocuments.erase(userId);
  // Kept as proof of consent under the mobile's keyed hash only (store/consents.ts).
  await stores.consents.detach(userId, deps.now());
  const hashedMobile = mobileHash(deps.mobileHashKey, mobile);
  await stores.rateLimits.forget([userId, mobile, email, hashedMobile]);
  await stores.signInSources.forgetMobile(hashedMobile);
  await stores.deletions.complete(
    userId,
    { account: deletedAccountHash(deps.mobileHashKey, userId), mobile: hashedMobile },
    outboxEvent('identity.user.deleted', { userId }),
    deps.now()
  );
}
