import { type NatsConnection } from '@nats-io/nats-core';
import { answerExportRequests, type EventConsumer, type Logger } from '@matrimony/service-kit';
import { writeNotifyPart } from '../exports/notify-part';
import { type Stores } from '../store';
import { DURABLE_NAME } from './consumers';

/** identity.export.requested: svc-notify's part (notifications, settings, messages sent), then notify.export.part-ready. */
export function startExportAnswers(
  nc: NatsConnection,
  stores: Stores,
  now: () => Date,
  logger: Logger
): Promise<EventConsumer> {
  return answerExportRequests({
    nc,
    durable: DURABLE_NAME,
    part: 'notify',
    logger,
    processedEvents: stores.processedEvents,
    writePart: (request, store) => writeNotifyPart(stores, now, request, store)
  });
}
