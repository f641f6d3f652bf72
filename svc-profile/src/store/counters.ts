import { Schema, type Connection, type Model } from 'mongoose';

interface CounterDoc {
  _id: string;
  value: number;
}

const counterSchema = new Schema<CounterDoc>(
  { _id: String, value: Number },
  { collection: 'counters', versionKey: false }
);

/** Named sequences (member numbers, report tickets) in one collection: an atomic $inc each, so no number is handed out twice. */
export function createCounters(conn: Connection) {
  const Counter =
    (conn.models.Counter as Model<CounterDoc> | undefined) ??
    conn.model<CounterDoc>('Counter', counterSchema);
  return {
    /** 1 the first time, then 2, 3, ... */
    async next(name: string): Promise<number> {
      const counter = await Counter.findOneAndUpdate(
        { _id: name },
        { $inc: { value: 1 } },
        { upsert: true, new: true }
      ).lean<CounterDoc>();
      return counter!.value;
    }
  };
}
