// A service's answer to identity.export.requested: write its part into the EXPORTS bucket, then announce it on its
// own stream. It runs once per request like every handler map; beyond that, objects already written are left as
// they are (putOnce), and the announcement's id is derived from the export and the part, so JetStream drops a repeat
// inside its de-dup window (svc-identity records a part once anyway).
import { createHash } from 'node:crypto';
import { type NatsConnection } from '@nats-io/nats-core';
import { jetstream } from '@nats-io/jetstream';
import { exportPartReadySubject, type ExportPart } from '@matrimony/contracts';
import { type Logger } from 'pino';
import { type ProcessedEvents } from '../mongo/processed-events';
import { type EventConsumer } from '../nats/consume';
import { consumeEventHandlers } from '../nats/event-handlers';
import { publishEvent } from '../nats/publish';
import { openExportStore, type ExportStore } from './export-store';

export interface ExportRequest {
  exportId: string;
  userId: string;
  requestedAt: Date;
}

export interface AnswerExportRequestsOptions {
  nc: NatsConnection;
  /** The consuming service (durable name), e.g. `svc-profile`. */
  durable: string;
  part: Exclude<ExportPart, 'identity'>;
  /** Writes the member's part with `store.putOnce` and answers the names of the objects written. */
  writePart: (request: ExportRequest, store: ExportStore) => Promise<string[]>;
  logger: Logger;
  /** The service's processed events (the request is answered once per consumer). */
  processedEvents: ProcessedEvents;
  /** Tests open the bucket themselves; services open it when the first request comes. */
  store?: ExportStore;
}

/** A UUID-shaped id that is the same for every attempt at one export's part. */
export function partReadyEventId(exportId: string, part: ExportPart): string {
  const hex = createHash('sha256').update(`export-part:${exportId}:${part}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function answerExportRequests(options: AnswerExportRequestsOptions): Promise<EventConsumer> {
  const { nc, durable, part, writePart, logger, processedEvents } = options;
  const js = jetstream(nc);
  let store: Promise<ExportStore> | undefined = options.store ? Promise.resolve(options.store) : undefined;
  const openStore = () => {
    // svc-identity creates the bucket; until it has, the request is retried later (redelivery back-off).
    store ??= openExportStore(js).catch((err: unknown) => {
      store = undefined;
      throw err;
    });
    return store;
  };
  return consumeEventHandlers({
    nc,
    durable,
    logger,
    processedEvents,
    handlers: {
      'identity.export.requested': async ({ data }) => {
        const { exportId, userId, requestedAt } = data;
        const objects = await writePart(
          { exportId, userId, requestedAt: new Date(requestedAt) },
          await openStore()
        );
        await publishEvent(
          js,
          exportPartReadySubject[part],
          { exportId, userId, objects },
          { id: partReadyEventId(exportId, part) }
        );
        logger.info({ exportId, userId, part, objects: objects.length }, 'export part written');
      }
    }
  });
}
