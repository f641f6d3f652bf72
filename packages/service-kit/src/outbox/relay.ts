import { type JetStreamClient } from '@nats-io/jetstream';
import { type Model } from 'mongoose';
import { type Logger } from 'pino';
import { publishEvent } from '../nats/publish';
import { outboxWritesOf, OUTBOX_PENDING, type OutboxWrite, type PendingEvent } from './plugin';

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
  // What to do once the running pass ends: look in the collection, or publish writes this process reported.
  let lookAgain = false;
  let reported: OutboxWrite[] = [];
  let stopped = false;

  const publishDoc = async (docId: unknown, events: readonly PendingEvent[]) => {
    const published: string[] = [];
    try {
      for (const event of events) {
        if (stopped) return;
        // Typed loosely on purpose: the data was validated by outboxEvent when it was written.
        await publishEvent(js, event.subject, event.data as never, {
          id: event.id,
          occurredAt: new Date(event.occurredAt),
          timeoutMs: options.publishTimeoutMs
        });
        published.push(event.id);
      }
    } finally {
      if (published.length > 0)
        await model.updateOne({ _id: docId }, { $pull: { pendingEvents: { id: { $in: published } } } });
    }
  };

  const lookInCollection = async () => {
    const docs = await model
      .find({ ...OUTBOX_PENDING }, { pendingEvents: 1 })
      .sort({ 'pendingEvents.0.occurredAt': 1 })
      .limit(batchSize)
      .lean<{ _id: unknown; pendingEvents: PendingEvent[] }[]>();
    for (const doc of docs) await publishDoc(doc._id, doc.pendingEvents);
  };

  const publishReported = async (writes: OutboxWrite[]) => {
    for (const write of writes) await publishDoc(write.docId, write.events);
  };

  const start = (pass: () => Promise<void>): Promise<void> => {
    running = pass()
      .catch((err: unknown) => {
        // What failed stays in its document; the next look finds it.
        lookAgain = true;
        logger.warn({ err }, 'outbox relay: publish failed, will retry');
      })
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (lookAgain) {
          lookAgain = false;
          reported = [];
          void flush();
        } else if (reported.length > 0) {
          const writes = reported;
          reported = [];
          void start(() => publishReported(writes));
        }
      });
    return running;
  };

  const flush = async (): Promise<void> => {
    // A write that lands while a pass runs may be after that pass's query: look once more afterwards.
    if (running) lookAgain = true;
    else void start(lookInCollection);
    // Resolves once no pass is left, the look asked for here and writes reported meanwhile included (each
    // pass's end starts the next one before this loop looks again).
    while (running) await running;
  };

  // This process's writes are published at once, without a query when the write said exactly what it added;
  // the interval catches other replicas' writes and retries.
  const onWrite = (written: OutboxWrite | undefined) => {
    if (!written) return void flush();
    if (running) return void reported.push(written);
    void start(() => publishReported([written]));
  };
  const writes = outboxWritesOf(model.schema);
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

/** One relay per outbox model (each collection of a service that writes events), flushed and stopped together. */
export function startOutboxRelays(
  options: Omit<OutboxRelayOptions, 'model'> & { models: OutboxRelayOptions['model'][] }
): OutboxRelay {
  const { models, ...rest } = options;
  const relays = models.map((model) => startOutboxRelay({ ...rest, model }));
  return {
    async flush() {
      await Promise.all(relays.map((relay) => relay.flush()));
    },
    async stop() {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  };
}
