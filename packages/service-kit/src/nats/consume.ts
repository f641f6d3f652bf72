import { type NatsConnection, nanos } from '@nats-io/nats-core';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg
} from '@nats-io/jetstream';
import {
  durableConsumerName,
  eventCatalogue,
  eventEnvelopeSchema,
  eventSubscriptions,
  isEventSubject,
  isNatsService,
  streamOf,
  type EventEnvelope,
  type EventSubject
} from '@matrimony/contracts';
import { type Logger } from 'pino';
import { createLogger } from '../logger';

export interface DeliveryInfo {
  /** 1 on first delivery. */
  deliveryCount: number;
}

export type EventHandler = (event: EventEnvelope, delivery: DeliveryInfo) => Promise<void>;

export interface ConsumeEventsOptions {
  nc: NatsConnection;
  /** Durable name of the consuming service, e.g. `svc-billing`; one durable consumer per subject is derived from it. */
  durable: string;
  subjects: EventSubject[];
  handler: EventHandler;
  /** Total delivery attempts before the message is given up (logged and terminated). */
  maxDeliver?: number;
  /** Milliseconds to wait before redelivery after failed attempt n (the last value repeats). */
  backoff?: number[];
  /** How long a handler may run before the server assumes it crashed and redelivers. */
  ackWaitMs?: number;
  logger?: Logger;
}

export interface EventConsumer {
  stop(): Promise<void>;
}

/** How long JetStream waits for an ack before redelivering; also the lease of an idempotency claim. */
export const DEFAULT_ACK_WAIT_MS = 30_000;

/** Durable pull consumers with explicit ack; a throwing handler is retried with back-off up to maxDeliver. */
export async function consumeEvents(options: ConsumeEventsOptions): Promise<EventConsumer> {
  const { nc, durable, subjects } = options;
  const logger = options.logger ?? createLogger({ name: durable });
  const maxDeliver = options.maxDeliver ?? 5;
  const backoff = options.backoff ?? [1000, 5000, 30_000];
  assertSubscribed(durable, subjects);
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];

  for (const subject of subjects) {
    const stream = streamOf(subject);
    const name = durableConsumerName(durable, subject);
    const config: Partial<ConsumerConfig> = {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      max_deliver: maxDeliver,
      ack_wait: nanos(options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS)
    };
    await jsm.consumers.add(stream, config).catch(() => jsm.consumers.update(stream, name, config));
    const consumer = await js.consumers.get(stream, name);
    const messages = await consumer.consume({ max_messages: 16 });
    const loop = (async () => {
      for await (const msg of messages) {
        await handleMessage(msg, { ...options, logger, maxDeliver, backoff });
      }
    })().catch((err: unknown) => logger.error({ err, consumer: name }, 'event consumer stopped'));
    running.push({ messages, loop });
  }

  return {
    async stop() {
      await Promise.all(running.map(({ messages }) => messages.close()));
      await Promise.all(running.map(({ loop }) => loop));
    }
  };
}

/** A service consumes only what contracts' eventSubscriptions grants it: its production NATS user may read nothing else. */
function assertSubscribed(durable: string, subjects: readonly EventSubject[]): void {
  if (!isNatsService(durable)) return;
  const granted: readonly string[] = eventSubscriptions[durable];
  const missing = subjects.filter((subject) => !granted.includes(subject));
  if (missing.length > 0) {
    throw new Error(
      `${durable} consumes ${missing.join(', ')}: add them to eventSubscriptions in packages/contracts/src/events/permissions.ts`
    );
  }
}

async function handleMessage(
  msg: JsMsg,
  options: ConsumeEventsOptions & { logger: Logger; maxDeliver: number; backoff: number[] }
): Promise<void> {
  const { logger } = options;
  const deliveryCount = msg.info.deliveryCount;
  const event = parseEnvelope(msg);
  if (!event) {
    logger.error({ subject: msg.subject, seq: msg.seq }, 'invalid event envelope: terminated');
    msg.term('invalid envelope');
    return;
  }
  try {
    await options.handler(event, { deliveryCount });
    msg.ack();
  } catch (err) {
    if (deliveryCount >= options.maxDeliver) {
      logger.error(
        { err, eventId: event.id, subject: event.type, deliveryCount },
        'event handler failed on the last attempt: giving up'
      );
      msg.term('handler failed');
      return;
    }
    const delay = options.backoff[Math.min(deliveryCount - 1, options.backoff.length - 1)] ?? 1000;
    logger.warn(
      { err, eventId: event.id, subject: event.type, deliveryCount, retryInMs: delay },
      'event handler failed: will retry'
    );
    msg.nak(delay);
  }
}

function parseEnvelope(msg: JsMsg): EventEnvelope | undefined {
  let raw: unknown;
  try {
    raw = msg.json();
  } catch {
    return undefined;
  }
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success || envelope.data.type !== msg.subject || !isEventSubject(msg.subject))
    return undefined;
  const data = eventCatalogue[msg.subject].data.safeParse(envelope.data.data);
  if (!data.success) return undefined;
  return { ...envelope.data, type: msg.subject, data: data.data } as EventEnvelope;
}
