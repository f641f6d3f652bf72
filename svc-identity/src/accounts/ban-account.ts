import { type Logger } from '@matrimony/service-kit';
import { mobileHash } from '../domain/mobile-hash';
import { type AdminApi } from '../keycloak/admin-api';
import { type Stores } from '../store';
import { finishDeletion } from './finish-deletion';

/**
 * A ban (profile.member.banned): the mobile is barred from registering again (kept only as a keyed hash), then
 * the account is deleted through the member's own deletion path (intent, Keycloak, identity.user.deleted, so
 * every service erases the member). Safe to run again: a repeat finds the account gone and the mobile in the
 * deletion record.
 */
export async function banAccount(
  deps: { admin: AdminApi; stores: Stores; mobileHashKey: string; logger: Logger },
  userId: string,
  at: Date,
  now: Date
): Promise<void> {
  const { admin, stores, logger } = deps;
  const user = await admin.getUser(userId);
  const mobile = user?.username ?? (await stores.deletions.mobileOf(userId));
  if (!mobile) {
    logger.warn(
      { userId },
      'banned member has no account and no recorded deletion: nothing to bar or delete'
    );
    return;
  }
  // Barred first: once the account is gone, the deletion record is the only place left holding the number.
  await stores.barredMobiles.bar(mobileHash(deps.mobileHashKey, mobile), at);
  if (user) await stores.deletions.begin(userId, mobile, now);
  await finishDeletion(admin, stores, userId, mobile);
  logger.info({ userId }, 'banned account deleted, mobile barred');
}
