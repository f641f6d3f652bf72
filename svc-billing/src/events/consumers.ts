import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEvents, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { type Stores } from '../store';

export const DURABLE_NAME = 'svc-billing';

/** The reaction to each consumed event; exported so tests can call it as a redelivery would. */
export function billingEventHandler(stores: Stores, now: () => Date, logger: Logger) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type === 'identity.user.registered') {
      const { userId } = event.data as EventEnvelope<'identity.user.registered'>['data'];
      // runOnce skips a redelivered event; the unique index also stops a second offer from any other path.
      await stores.processedEvents.runOnce(event.id, 'welcome-offer', async () => {
        const granted = await stores.subscriptions.grantWelcomeOffer(userId, new Date(event.occurredAt), now());
        logger.info({ userId, eventId: event.id, granted }, granted ? 'welcome offer granted' : 'welcome offer already granted');
      });
    } else if (event.type === 'identity.user.deleted') {
      const { userId } = event.data as EventEnvelope<'identity.user.deleted'>['data'];
      // The member's still-valid access tokens are refused from now on (review finding 8).
      await stores.revokedMembers.revoke(userId, 'deleted', new Date(event.occurredAt));
      await stores.processedEvents.runOnce(event.id, 'erase-member', async () => {
        const erased = await stores.subscriptions.erase(userId, now());
        await stores.contactUnlocks.eraseOf(userId);
        logger.info({ userId, eventId: event.id, erased }, 'member subscriptions erased');
      });
    }
  };
}

/** Durable consumers of identity.user.registered (welcome offer) and identity.user.deleted (erasure). */
export function startConsumers(nc: NatsConnection, stores: Stores, now: () => Date, logger: Logger): Promise<EventConsumer> {
  return consumeEvents({
    nc,
    durable: DURABLE_NAME,
    subjects: ['identity.user.registered', 'identity.user.deleted'],
    handler: billingEventHandler(stores, now, logger),
    logger
  });
}
