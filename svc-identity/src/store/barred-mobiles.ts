import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface BarredMobile {
  /** mobileHash(MOBILE_HASH_KEY, mobile): the number itself is never stored. */
  _id: string;
  barredAt: Date;
}

const barredMobileSchema = new Schema<BarredMobile>({
  _id: { type: String, required: true },
  barredAt: { type: Date, required: true }
});

/**
 * Mobiles of banned members (docs/product-rules.md#moderation): barred from registering again, for good. Kept only as
 * a keyed hash, so the list names nobody; it is the one thing that outlives the account's erasure.
 */
export function createBarredMobiles(connection: Connection) {
  const Barred = connection.model<BarredMobile>('BarredMobile', barredMobileSchema, 'barred_mobiles');
  return {
    async bar(hash: string, at: Date): Promise<void> {
      try {
        await Barred.updateOne({ _id: hash }, { $setOnInsert: { barredAt: at } }, { upsert: true });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err; // barred by a concurrent delivery
      }
    },
    async isBarred(hash: string): Promise<boolean> {
      return (await Barred.exists({ _id: hash })) !== null;
    },
    model: Barred
  };
}

export type BarredMobiles = ReturnType<typeof createBarredMobiles>;
