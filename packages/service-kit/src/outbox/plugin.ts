import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { eventCatalogue, type EventData, type EventSubject } from '@matrimony/contracts';

export interface PendingEvent {
  id: string;
  subject: EventSubject;
  data: unknown;
  occurredAt: Date;
}

const pendingEventSchema = new Schema<PendingEvent>(
  {
    id: { type: String, required: true },
    subject: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    occurredAt: { type: Date, required: true }
  },
  { _id: false }
);

/**
 * Adds `pendingEvents` to a schema. Put the event in the SAME update as the state change
 * (`$set: {...}, $push: { pendingEvents: outboxEvent(...) }`), so both are saved or neither;
 * startOutboxRelay publishes and removes them.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({ pendingEvents: { type: [pendingEventSchema], default: [] } });
}

/** A pending event for the outbox, with its data checked against the catalogue now rather than at publish time. */
export function outboxEvent<S extends EventSubject>(subject: S, data: EventData<S>): PendingEvent {
  return { id: randomUUID(), subject, data: eventCatalogue[subject].data.parse(data), occurredAt: new Date() };
}
