import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamOf, type EventData, type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { publishEvent } from '@matrimony/service-kit';
import { MongoClient } from 'mongodb';
import { waitFor } from './wait';

/** Runs `work` with a driver connection to the platform's MongoDB server, closing it afterwards. */
export async function withMongo<T>(mongoUri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(mongoUri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.close();
  }
}

/** How many documents of db.collection each member has (by the given member-id field). */
export function countByMember(
  mongoUri: string,
  db: string,
  collection: string,
  field: string,
  filter: Record<string, unknown> = {}
): Promise<Map<string, number>> {
  return withMongo(mongoUri, async (client) => {
    const docs = await client
      .db(db)
      .collection(collection)
      .find(filter, { projection: { [field]: 1 } })
      .toArray();
    const counts = new Map<string, number>();
    for (const doc of docs) {
      const member = String(doc[field]);
      counts.set(member, (counts.get(member) ?? 0) + 1);
    }
    return counts;
  });
}

/** Welcome offers granted by svc-billing, per member. */
export function welcomeOffersByMember(mongoUri: string): Promise<Map<string, number>> {
  return countByMember(mongoUri, 'billing', 'subscriptions', 'user_id', { kind: 'welcome-offer' });
}

/** Every event of one subject stored in its stream, read message by message (small streams only). */
export async function storedEvents<S extends EventSubject>(
  natsUrl: string,
  stream: string,
  subject: S
): Promise<EventEnvelope<S>[]> {
  const nc = await connect({ servers: natsUrl, name: 'effects-reader' });
  try {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(stream);
    const events: EventEnvelope<S>[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (message?.subject === subject) events.push(message.json<EventEnvelope<S>>());
    }
    return events;
  } finally {
    await nc.close();
  }
}

/** Publishes events straight to JetStream, as svc-identity's outbox relay would. */
export async function eventPublisher(natsUrl: string) {
  const nc = await connect({
    servers: natsUrl,
    name: 'event-publisher',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500
  });
  const js = jetstream(nc);
  return {
    publish<S extends EventSubject>(subject: S, data: EventData<S>) {
      return publishEvent(js, subject, data);
    },
    close: () => nc.drain()
  };
}

/**
 * Waits until a service's durable consumer of one subject has nothing left to deliver and nothing
 * awaiting acknowledgement, so redeliveries (after a crash they come an ack wait later) have
 * happened before effects are counted.
 */
export async function untilConsumerSettled(
  natsUrl: string,
  service: string,
  subject: EventSubject,
  timeoutMs = 150_000
): Promise<void> {
  // service-kit's consumeEvents names one durable per subject this way.
  const durable = `${service}_${subject.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const stream = streamOf(subject);
  const nc = await connect({ servers: natsUrl, name: 'consumer-watch' });
  try {
    const jsm = await jetstreamManager(nc);
    await waitFor(
      `consumer ${durable} on ${stream} to settle`,
      async () => {
        const info = await jsm.consumers.info(stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      },
      timeoutMs,
      500
    );
  } finally {
    await nc.close();
  }
}
