import { AckPolicy, jetstream, jetstreamManager, type Consumer } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';
import { type EventEnvelope } from '@matrimony/contracts';

export interface StreamReader {
  /** The first event (read so far or arriving within timeoutMs) that matches, removed from the buffer. */
  take(match: (event: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  /** Every event that matches, after reading whatever is there now. */
  all(match: (event: EventEnvelope) => boolean): Promise<EventEnvelope[]>;
}

/**
 * Reads a stream the way a consumer service does: a durable work-queue consumer (messages acked and gone,
 * as svc-notify reads IDENTITY_SECRETS) or an ordered consumer (limits streams such as IDENTITY).
 */
export async function createStreamReader(
  nc: NatsConnection,
  stream: string,
  kind: 'work' | 'ordered'
): Promise<StreamReader> {
  const js = jetstream(nc);
  let consumer: Consumer;
  if (kind === 'work') {
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.add(stream, { durable_name: 'test-reader', ack_policy: AckPolicy.Explicit });
    consumer = await js.consumers.get(stream, 'test-reader');
  } else {
    consumer = await js.consumers.get(stream);
  }
  const buffer: EventEnvelope[] = [];

  async function readAvailable(expiresMs: number) {
    const batch = await consumer.fetch({ max_messages: 100, expires: expiresMs });
    try {
      for await (const msg of batch) {
        buffer.push(msg.json<EventEnvelope>());
        msg.ack();
      }
    } catch (error) {
      // On a loaded machine the client can miss the pull's idle heartbeats and end the batch with
      // "heartbeats missed"; the messages not yet delivered stay in the stream for the next pull.
      if (!isMissedHeartbeats(error)) throw error;
    }
  }

  function takeFromBuffer(match: (event: EventEnvelope) => boolean) {
    const index = buffer.findIndex(match);
    return index === -1 ? undefined : buffer.splice(index, 1)[0];
  }

  return {
    async take(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = takeFromBuffer(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event on ${stream} within ${timeoutMs} ms`);
        await readAvailable(1000);
      }
    },
    async all(match) {
      await readAvailable(1000);
      return buffer.filter(match);
    }
  };
}

function isMissedHeartbeats(error: unknown): boolean {
  return error instanceof Error && error.message.includes('heartbeats missed');
}
