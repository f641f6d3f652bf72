import { type JetStreamClient } from '@nats-io/jetstream';
import { type Model } from 'mongoose';
import { type Logger } from 'pino';
import { publishEvent } from '../nats/publish';
import { outboxWritesOf, type PendingEvent } from './plugin';

export interface OutboxRelayOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model using outboxPlugin
  model: Model<any>;
  js: JetStreamClient;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
}

export interface OutboxRelay {
  /** Publishes what is pending now; resolves when the pass ends. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Publishes every pending event (msgID = event id, so a retry after an unacknowledged publish is dropped by
 * JetStream's de-dup window) and then `$pull`s it from its document. When NATS is down the pass stops at the
 * first failure and the next pass retries: nothing is lost, and order within a document is kept.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { model, js, logger } = options;
  const batchSize = options.batchSize ?? 100;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  const pass = async () => {
    const docs = await model
      .find({ 'pendingEvents.0': { $exists: true } }, { pendingEvents: 1 })
      .sort({ 'pendingEvents.0.occurredAt': 1 })
      .limit(batchSize)
      .lean<{ _id: unknown; pendingEvents: PendingEvent[] }[]>();
    for (const doc of docs) {
      for (const event of doc.pendingEvents) {
        if (stopped) return;
        // Typed loosely on purpose: the data was validated by outboxEvent when it was written.
        await publishEvent(js, event.subject, event.data as never, { id: event.id, occurredAt: new Date(event.occurredAt), timeoutMs: options.publishTimeoutMs });
        await model.updateOne({ _id: doc._id }, { $pull: { pendingEvents: { id: event.id } } });
      }
    }
  };

  const flush = (): Promise<void> => {
    // A write that lands while a pass runs may be after that pass's query: run once more afterwards.
    if (running) {
      runAgain = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => logger.warn({ err }, 'outbox relay: publish failed, will retry'))
      .finally(() => {
        running = undefined;
        if (runAgain && !stopped) {
          runAgain = false;
          void flush();
        }
      });
    return running;
  };

  // Publish as soon as this process writes an event; the interval catches other replicas' writes and retries.
  const writes = outboxWritesOf(model.schema);
  const onWrite = () => void flush();
  writes?.on('write', onWrite);
  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  return {
    flush,
    async stop() {
      stopped = true;
      writes?.off('write', onWrite);
      clearInterval(timer);
      await running;
    }
  };
}
