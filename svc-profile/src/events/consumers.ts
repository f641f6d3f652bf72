import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEventHandlers, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { type Stores } from '../store';
import { createEventHandlers } from './handlers';
import { withPhotoCheckErasure } from './photo-check-erasure';

export const CONSUMER_NAME = 'svc-profile';

/** Durable consumers of identity and billing events (the subjects of the handler map). */
export function startConsumers(nc: NatsConnection, stores: Stores, logger: Logger): Promise<EventConsumer> {
  return consumeEventHandlers({
    nc,
    durable: CONSUMER_NAME,
    processedEvents: stores.processedEvents,
    logger,
    handlers: withPhotoCheckErasure(createEventHandlers(stores), stores)
  });
}
