import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Collection, type OptionalUnlessRequiredId } from 'mongodb';
import { Schema, Types, type Model } from 'mongoose';
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

/** Documents with at least one pending event: the relay's filter, and the partial index that answers it. */
export const OUTBOX_PENDING = { 'pendingEvents.id': { $exists: true } } as const;

/**
 * Adds `pendingEvents` to a schema. Put the event in the SAME update as the state change
 * (`$set: {...}, $push: { pendingEvents: outboxEvent(...) }`), so both are saved or neither;
 * startOutboxRelay publishes and removes them.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({ pendingEvents: { type: [pendingEventSchema], default: [] } });
  // The relay looks for documents with pending events every second: without this index each look reads the
  // whole collection (every profile, interest and view), on every replica.
  schema.index(
    { 'pendingEvents.id': 1 },
    { name: 'outbox_pending', partialFilterExpression: OUTBOX_PENDING }
  );
  const writes = new EventEmitter();
  outboxWrites.set(schema, writes);
  const signal = (written?: OutboxWrite) => writes.emit('write', written);
  schema.post('save', function (this: { _id: unknown; pendingEvents?: PendingEvent[] }) {
    signalStored(schema, this);
  });
  schema.post('insertMany', () => signal());
  schema.post(
    ['updateOne', 'updateMany', 'findOneAndUpdate'],
    function (this: { getUpdate(): unknown; getFilter(): Record<string, unknown> }, result: unknown) {
      const update = this.getUpdate();
      if (!addsPendingEvent(update)) return;
      // A conditional update that matched nothing wrote nothing: its events must never be published.
      if (!wroteSomething(result)) return;
      const docId = this.getFilter()._id;
      const pushed = pushedEvents(update);
      const exactId = typeof docId === 'string' || docId instanceof Types.ObjectId;
      signal(exactId && pushed ? { docId, events: pushed } : undefined);
    }
  );
}

/** findOneAndUpdate's document (null: no match), or updateOne/updateMany's counts. */
function wroteSomething(result: unknown): boolean {
  if (result === null || result === undefined) return false;
  if (typeof result === 'object' && 'lastErrorObject' in result && 'value' in result)
    return result.value !== null;
  const counts = result as { modifiedCount?: number; upsertedCount?: number };
  if (typeof counts.modifiedCount === 'number')
    return counts.modifiedCount > 0 || (counts.upsertedCount ?? 0) > 0;
  return true;
}

/**
 * Inserts a document with its pending events through the MongoDB driver, for a hot path that skips mongoose's
 * document building and validation (the caller builds the whole document, defaults included), and tells the
 * relay as a save would.
 */
export async function insertWithEvents<T extends { _id: unknown; pendingEvents: PendingEvent[] }>(
  model: Model<T>,
  doc: T
): Promise<T> {
  await (model.collection as unknown as Collection<T>).insertOne(doc as OptionalUnlessRequiredId<T>);
  signalStored(model.schema, doc);
  return doc;
}

/** Tells the schema's relay (in this process) the events a save or a driver insert stored with a document. */
function signalStored(schema: Schema, doc: { _id: unknown; pendingEvents?: PendingEvent[] }): void {
  if (doc.pendingEvents?.length)
    outboxWrites
      .get(schema)
      ?.emit('write', { docId: doc._id, events: doc.pendingEvents.map(plainEvent) } satisfies OutboxWrite);
}

/**
 * What one write of this process added to a document's outbox, when the write says so exactly (a save, or
 * an update by _id that `$push`es): the relay publishes these without looking for them first.
 */
export interface OutboxWrite {
  docId: unknown;
  events: PendingEvent[];
}

// Per schema, so a relay hears only its own model. In-process only: writes by other replicas are found
// by the relay's polling.
const outboxWrites = new WeakMap<Schema, EventEmitter>();

/**
 * Emits 'write' after this process stored a pending event in a model of the schema (so a relay can publish at
 * once), with the OutboxWrite when it is known (undefined: look in the collection).
 */
export function outboxWritesOf(schema: Schema): EventEmitter | undefined {
  return outboxWrites.get(schema);
}

const plainEvent = (event: PendingEvent): PendingEvent => ({
  id: event.id,
  subject: event.subject,
  data: event.data,
  occurredAt: event.occurredAt
});

// The relay's own `$pull` must not wake it again; a `$push`, `$set` or replacement of pendingEvents does.
function addsPendingEvent(update: unknown): boolean {
  if (!update || typeof update !== 'object') return false;
  return Object.entries(update).some(
    ([key, value]) =>
      key === 'pendingEvents' ||
      (key !== '$pull' &&
        key.startsWith('$') &&
        value &&
        typeof value === 'object' &&
        'pendingEvents' in value)
  );
}

/** The events a `$push` (one, or `$each`) adds, when that is the update's only way of adding them; otherwise undefined. */
function pushedEvents(update: unknown): PendingEvent[] | undefined {
  const { $push, ...rest } = update as { $push?: { pendingEvents?: unknown } };
  const pushed = $push?.pendingEvents;
  if (addsPendingEvent(rest) || !pushed || typeof pushed !== 'object') return undefined;
  const events = '$each' in pushed ? (pushed as { $each: PendingEvent[] }).$each : [pushed as PendingEvent];
  return events.map(plainEvent);
}

/** A pending event for the outbox, with its data checked against the catalogue now rather than at publish time. */
export function outboxEvent<S extends EventSubject>(subject: S, data: EventData<S>): PendingEvent {
  return {
    id: randomUUID(),
    subject,
    data: eventCatalogue[subject].data.parse(data),
    occurredAt: new Date()
  };
}
