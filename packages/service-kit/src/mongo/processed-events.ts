import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_ACK_WAIT_MS } from '../nats/consume';
import { isDuplicateKey } from './duplicate-key';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  state: 'running' | 'done';
  claimedAt: Date;
}

export class EventInProgressError extends Error {
  constructor(consumer: string, eventId: string) {
    super(`event ${eventId} is being processed by another ${consumer} delivery`);
    this.name = 'EventInProgressError';
  }
}

export interface ProcessedEvents {
  /**
   * Runs `fn` unless this consumer already completed this event. Returns true when fn ran.
   * A claim is taken before fn runs and released if fn throws, so a failed attempt can retry;
   * a claim left by a crashed process is taken over after `staleClaimMs` (default: the consumer's ack
   * wait, after which JetStream would redeliver to another process anyway; a longer lease outlives the
   * whole redelivery schedule and a crash mid-handling would lose the event). While another
   * delivery holds a live claim it throws EventInProgressError (the message is redelivered later).
   */
  runOnce(eventId: string, consumer: string, fn: () => Promise<void>): Promise<boolean>;
}

/** Processed event ids, keyed `${consumer}:${eventId}` so the unique _id index makes a repeat a no-op. */
export function createProcessedEvents(
  conn: Connection,
  options: { staleClaimMs?: number } = {}
): ProcessedEvents {
  const staleClaimMs = options.staleClaimMs ?? DEFAULT_ACK_WAIT_MS;
  const schema = new Schema<ProcessedEvent>(
    {
      _id: { type: String, required: true },
      consumer: { type: String, required: true },
      eventId: { type: String, required: true },
      state: { type: String, enum: ['running', 'done'], required: true },
      claimedAt: { type: Date, required: true }
    },
    { versionKey: false, collection: 'processed_events' }
  );
  const Processed =
    (conn.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
    conn.model<ProcessedEvent>('ProcessedEvent', schema);

  const claim = async (key: string, consumer: string, eventId: string): Promise<boolean> => {
    try {
      await Processed.create({ _id: key, consumer, eventId, state: 'running', claimedAt: new Date() });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const existing = await Processed.findById(key).lean<ProcessedEvent>();
    if (!existing || existing.state === 'done') return false;
    const staleBefore = new Date(Date.now() - staleClaimMs);
    const takenOver = await Processed.findOneAndUpdate(
      { _id: key, state: 'running', claimedAt: { $lt: staleBefore } },
      { $set: { claimedAt: new Date() } }
    );
    if (!takenOver) throw new EventInProgressError(consumer, eventId);
    return true;
  };

  return {
    async runOnce(eventId, consumer, fn) {
      const key = `${consumer}:${eventId}`;
      if (!(await claim(key, consumer, eventId))) return false;
      try {
        await fn();
      } catch (err) {
        await Processed.deleteOne({ _id: key, state: 'running' });
        throw err;
      }
      await Processed.updateOne({ _id: key }, { $set: { state: 'done' } });
      return true;
    }
  };
}
