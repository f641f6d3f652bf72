import { type NatsConnection } from '@nats-io/nats-core';
import { consumeEvents, type EventConsumer } from '@matrimony/service-kit';
import { CONSUMED_SUBJECTS, notifyEventHandler, type HandlerDeps } from './handlers';

export const DURABLE_NAME = 'svc-notify';

/**
 * Durable consumers of every subject svc-notify reacts to. IDENTITY_SECRETS is a work queue: one consumer
 * per subject (these), shared by all replicas; a message is removed once acknowledged.
 */
export function startConsumers(nc: NatsConnection, deps: HandlerDeps): Promise<EventConsumer> {
  return consumeEvents({
    nc,
    durable: DURABLE_NAME,
    subjects: CONSUMED_SUBJECTS,
    handler: notifyEventHandler(deps),
    logger: deps.logger
  });
}
