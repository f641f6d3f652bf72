import { deletedAccountHash } from '../domain/mobile-hash';
import { type Stores } from '../store';

/** Whether the account's deletion was asked for (under way) or finished. */
export function deletedAccounts(stores: Stores, mobileHashKey: string) {
  return (userId: string): Promise<boolean> =>
    stores.deletions.isDeleted(userId, deletedAccountHash(mobileHashKey, userId));
}

/**
 * The token verifier's `isRevoked` for svc-identity: an access token stays signed and unexpired for minutes after
 * its account was deleted or suspended, and this service decides both, so it reads its own records (the other
 * services learn them from events). A deletion counts from the moment it is asked for; a suspension from the
 * moment it is recorded, before Keycloak reflects it.
 */
export function revokedAccounts(stores: Stores, mobileHashKey: string) {
  const isDeleted = deletedAccounts(stores, mobileHashKey);
  return async (userId: string): Promise<boolean> => {
    const [deleted, standing] = await Promise.all([isDeleted(userId), stores.suspensions.current(userId)]);
    return deleted || standing?.state === 'suspended';
  };
}
