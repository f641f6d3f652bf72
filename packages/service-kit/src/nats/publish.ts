import { randomUUID } from 'node:crypto';
import { type JetStreamClient } from '@nats-io/jetstream';
import { eventCatalogue, type EventData, type EventEnvelope, type EventSubject } from '@matrimony/contracts';

export interface PublishOptions {
  /** Reuse an id (the outbox does) so JetStream drops a repeat inside the de-dup window. */
  id?: string;
  occurredAt?: Date | string;
  timeoutMs?: number;
}

/** Builds an envelope for the subject, checking `data` against the catalogue schema. */
export function createEnvelope<S extends EventSubject>(
  subject: S,
  data: EventData<S>,
  options: PublishOptions = {}
): EventEnvelope<S> {
  const parsed = eventCatalogue[subject].data.parse(data) as EventData<S>;
  const occurredAt = options.occurredAt ?? new Date();
  return {
    id: options.id ?? randomUUID(),
    type: subject,
    occurredAt: typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
    data: parsed
  };
}

/** Publishes with msgID = event id and waits for the stream's acknowledgement. */
export async function publishEvent<S extends EventSubject>(
  js: JetStreamClient,
  subject: S,
  data: EventData<S>,
  options: PublishOptions = {}
): Promise<EventEnvelope<S>> {
  const envelope = createEnvelope(subject, data, options);
  await js.publish(subject, JSON.stringify(envelope), {
    msgID: envelope.id,
    timeout: options.timeoutMs ?? 5000
  });
  return envelope;
}
