import { Schema, type Connection, type Model } from 'mongoose';

interface CounterDoc {
  _id: string;
  value: number;
}

const counterSchema = new Schema<CounterDoc>({ _id: String, value: Number }, { collection: 'counters', versionKey: false });

/** Member numbers start here: M1000001 is the first. */
export const FIRST_MEMBER_NUMBER = 1_000_001;

export function formatMemberNumber(value: number): string {
  return `M${String(value).padStart(7, '0')}`;
}

/** Hands out member numbers from one counter document: an atomic $inc, so two profiles never share one. */
export function createMemberNumbers(conn: Connection) {
  const Counter = (conn.models.Counter as Model<CounterDoc> | undefined) ?? conn.model<CounterDoc>('Counter', counterSchema);
  return {
    async next(): Promise<string> {
      const counter = await Counter.findOneAndUpdate({ _id: 'memberNumber' }, { $inc: { value: 1 } }, { upsert: true, new: true }).lean<CounterDoc>();
      return formatMemberNumber(FIRST_MEMBER_NUMBER - 1 + counter!.value);
    }
  };
}

export type MemberNumbers = ReturnType<typeof createMemberNumbers>;
