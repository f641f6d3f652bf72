import { jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection } from '@nats-io/nats-core';

export interface StoredMessage<T = unknown> {
  subject: string;
  data: T;
}

/**
 * Every message a stream holds now, read one by one by sequence number (direct get): unlike a
 * consumer's fetch, nothing depends on heartbeats, which a loaded test machine can miss.
 */
export async function streamMessages<T = unknown>(
  nc: NatsConnection,
  stream: string
): Promise<StoredMessage<T>[]> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(stream);
  const messages: StoredMessage<T>[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null); // deleted (acknowledged or purged)
    if (message) messages.push({ subject: message.subject, data: message.json<T>() });
  }
  return messages;
}
