import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
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
  const writes = new EventEmitter();
  outboxWrites.set(schema, writes);
  const signal = () => writes.emit('write');
  schema.post('save', function (this: { pendingEvents?: unknown[] }) {
    if (this.pendingEvents?.length) signal();
  });
  schema.post('insertMany', signal);
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate'], function (this: { getUpdate(): unknown }) {
    if (addsPendingEvent(this.getUpdate())) signal();
  });
}

// Per schema, so a relay hears only its own model. In-process only: writes by other replicas are found
// by the relay's polling.
const outboxWrites = new WeakMap<Schema, EventEmitter>();

/** Emits 'write' after this process stored a pending event in a model of the schema (so a relay can publish at once). */
export function outboxWritesOf(schema: Schema): EventEmitter | undefined {
  return outboxWrites.get(schema);
}

// The relay's own `$pull` must not wake it again; a `$push`, `$set` or replacement of pendingEvents does.
function addsPendingEvent(update: unknown): boolean {
  if (!update || typeof update !== 'object') return false;
  return Object.entries(update).some(([key, value]) =>
    key === 'pendingEvents' || (key !== '$pull' && key.startsWith('$') && value && typeof value === 'object' && 'pendingEvents' in value)
  );
}

/** A pending event for the outbox, with its data checked against the catalogue now rather than at publish time. */
export function outboxEvent<S extends EventSubject>(subject: S, data: EventData<S>): PendingEvent {
  return { id: randomUUID(), subject, data: eventCatalogue[subject].data.parse(data), occurredAt: new Date() };
}
