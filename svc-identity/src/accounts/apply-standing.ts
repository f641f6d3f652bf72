import { outboxEvent, type Logger } from '@matrimony/service-kit';
import { type AdminApi } from '../keycloak/admin-api';
import { type Stores } from '../store';
import { type Standing } from '../store/suspensions';

/** How often the decision may change under one handler before it gives up (and the event is redelivered). */
const MAX_ROUNDS = 5;

/**
 * A moderation decision about the account (profile.member.suspended or .reinstated): recorded unless a newer one
 * is, then the newest recorded decision is made true in Keycloak. Suspended: the user is disabled (no tokens by
 * password or refresh) and every session ends. Reinstated: enabled again. Each decision queues its event
 * (identity.user.suspended / .reinstated) once, after Keycloak reflects it.
 */
export async function applyStanding(
  admin: AdminApi,
  stores: Stores,
  logger: Logger,
  decision: { userId: string; state: Standing; at: Date }
): Promise<void> {
  const { userId } = decision;
  await stores.suspensions.decide(userId, decision.state, decision.at);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const standing = await stores.suspensions.current(userId);
    if (!standing) return;
    const suspended = standing.state === 'suspended';
    // Applied again even when marked applied: a handler of an older decision may have written Keycloak since.
    if (!(await admin.setEnabled(userId, !suspended))) {
      logger.info({ userId }, 'account no longer exists: no standing to apply');
      await stores.suspensions.erase(userId);
      return;
    }
    if (suspended) await admin.logoutEverywhere(userId);
    const event = outboxEvent(suspended ? 'identity.user.suspended' : 'identity.user.reinstated', {
      userId,
      at: standing.at.toISOString()
    });
    if (await stores.suspensions.markApplied(userId, standing.at, event))
      logger.info({ userId, state: standing.state }, 'account standing applied');
    // Another decision recorded meanwhile may have been applied before this round's Keycloak write: go again.
    const after = await stores.suspensions.current(userId);
    if (!after || after.at.getTime() === standing.at.getTime()) return;
  }
  throw new Error(`the standing of ${userId} kept changing: retried later`);
}
