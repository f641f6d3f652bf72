import { type Logger } from '@matrimony/service-kit';
import { deletedAccountHash, mobileHash } from '../domain/mobile-hash';
import { finishDeletion, type DeletionDeps } from './finish-deletion';

/**
 * A ban (profile.member.banned): the mobile is barred from registering again (kept only as a keyed hash), then
 * the account is deleted through the member's own deletion path (intent, Keycloak, identity.user.deleted, so
 * every service erases the member). Safe to run again: a repeat finds the account gone and the mobile in the
 * deletion record (in clear while it is under way, its hash once finished).
 */
export async function banAccount(
  deps: DeletionDeps & { logger: Logger },
  userId: string,
  at: Date,
  now: Date
): Promise<void> {
  const { admin, stores, logger } = deps;
  const user = await admin.getUser(userId);
  const mobile = user?.username ?? (await stores.deletions.mobileOf(userId));
  const barred = mobile
    ? mobileHash(deps.mobileHashKey, mobile)
    : await stores.deletions.mobileHashOf(deletedAccountHash(deps.mobileHashKey, userId));
  if (!barred) {
    logger.warn(
      { userId },
      'banned member has no account and no recorded deletion: nothing to bar or delete'
    );
    return;
  }
  // Barred first: once the account is gone, the deletion record is the only place left holding the number.
  await stores.barredMobiles.bar(barred, at);
  if (!mobile) {
    logger.info({ userId }, 'banned member had already deleted the account: mobile barred');
    return;
  }
  if (user) await stores.deletions.begin(userId, mobile, now);
  await finishDeletion(deps, { userId, mobile, email: user?.email });
  logger.info({ userId }, 'banned account deleted, mobile barred');
}
