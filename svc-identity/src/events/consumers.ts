import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEventHandlers, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { applyStanding } from '../accounts/apply-standing';
import { banAccount } from '../accounts/ban-account';
import { type IdentityDeps } from '../http/deps';

export const DURABLE_NAME = 'svc-identity';

/** The account side of moderation: svc-profile decides, svc-identity disables, enables or deletes the Keycloak user. */
export function startConsumers(
  nc: NatsConnection,
  deps: IdentityDeps,
  logger: Logger
): Promise<EventConsumer> {
  const { admin, stores } = deps;
  return consumeEventHandlers({
    nc,
    durable: DURABLE_NAME,
    processedEvents: stores.processedEvents,
    logger,
    handlers: {
      'profile.member.suspended': async ({ data }) =>
        applyStanding(admin, stores, logger, {
          userId: data.userId,
          state: 'suspended',
          at: new Date(data.at)
        }),
      'profile.member.reinstated': async ({ data }) =>
        applyStanding(admin, stores, logger, {
          userId: data.userId,
          state: 'reinstated',
          at: new Date(data.at)
        }),
      'profile.member.banned': async ({ data }) =>
        banAccount(
          { admin, stores, logger, mobileHashKey: deps.config.MOBILE_HASH_KEY, now: deps.now },
          data.userId,
          new Date(data.at),
          deps.now()
        )
    }
  });
}
