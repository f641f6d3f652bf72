import { type NatsConnection } from '@nats-io/nats-core';
import { answerExportRequests, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { writeBillingPart } from '../exports/billing-part';
import { type Stores } from '../store';
import { DURABLE_NAME } from './consumers';

/** identity.export.requested: svc-billing's part (subscriptions, orders, receipts, unlocks), then billing.export.part-ready. */
export function startExportAnswers(
  nc: NatsConnection,
  stores: Stores,
  now: () => Date,
  logger: Logger
): Promise<EventConsumer> {
  return answerExportRequests({
    nc,
    durable: DURABLE_NAME,
    part: 'billing',
    logger,
    processedEvents: stores.processedEvents,
    writePart: (request, store) => writeBillingPart(stores, now, request, store)
  });
}
