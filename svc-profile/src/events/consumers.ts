import { type NatsConnection } from '@nats-io/nats-core';
import { type EventEnvelope } from '@matrimony/contracts';
import { consumeEvents, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { type EventHandlers } from './handlers';

export const CONSUMER_NAME = 'svc-profile';

/** Durable consumers of identity and billing events. */
export function startConsumers(
  nc: NatsConnection,
  handlers: EventHandlers,
  logger: Logger
): Promise<EventConsumer> {
  return consumeEvents({
    nc,
    durable: CONSUMER_NAME,
    subjects: [
      'identity.user.registered',
      'identity.user.contact-changed',
      'identity.user.deleted',
      'identity.user.suspended',
      'identity.user.reinstated',
      'billing.subscription.changed',
      'billing.contact.unlocked',
      'billing.contact.withdrawn'
    ],
    logger,
    async handler(event: EventEnvelope) {
      switch (event.type) {
        case 'identity.user.registered':
          return handlers.userRegistered(event as EventEnvelope<'identity.user.registered'>);
        case 'identity.user.contact-changed':
          return handlers.contactChanged(event as EventEnvelope<'identity.user.contact-changed'>);
        case 'identity.user.deleted':
          return handlers.userDeleted(event as EventEnvelope<'identity.user.deleted'>);
        case 'identity.user.suspended':
          return handlers.userSuspended(event as EventEnvelope<'identity.user.suspended'>);
        case 'identity.user.reinstated':
          return handlers.userReinstated(event as EventEnvelope<'identity.user.reinstated'>);
        case 'billing.subscription.changed':
          return handlers.subscriptionChanged(event as EventEnvelope<'billing.subscription.changed'>);
        case 'billing.contact.unlocked':
          return handlers.contactUnlocked(event as EventEnvelope<'billing.contact.unlocked'>);
        case 'billing.contact.withdrawn':
          return handlers.contactWithdrawn(event as EventEnvelope<'billing.contact.withdrawn'>);
        default:
          logger.warn({ subject: event.type }, 'event with no handler: ignored');
      }
    }
  });
}
