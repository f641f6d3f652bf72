import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEventHandlers, type EventConsumer } from '@matrimony/service-kit';
import { notifyEventHandlers, type HandlerDeps } from './handlers';

export const DURABLE_NAME = 'svc-notify';

/**
 * Durable consumers of every subject svc-notify reacts to. IDENTITY_SECRETS is a work queue: one consumer
 * per subject (these), shared by all replicas; a message is removed once acknowledged.
 */
export function startConsumers(nc: NatsConnection, deps: HandlerDeps): Promise<EventConsumer> {
  return consumeEventHandlers({
    nc,
    durable: DURABLE_NAME,
    processedEvents: deps.stores.processedEvents,
    logger: deps.logger,
    handlers: notifyEventHandlers(deps)
  });
}
