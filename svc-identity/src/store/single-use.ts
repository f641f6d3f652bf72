import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface UsedKey {
  /** e.g. `captcha:<signature>` or `reset:<jti>` */
  _id: string;
  expireAt: Date;
}

const usedSchema = new Schema<UsedKey>({
  _id: { type: String, required: true },
  expireAt: { type: Date, required: true }
});
usedSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** Keys that may be used once (solved captchas, reset links), remembered until the thing they stand for expires. */
export function createSingleUse(connection: Connection) {
  const Used = connection.model<UsedKey>('UsedKey', usedSchema, 'used_keys');
  return {
    /** true the first time a key is claimed, false ever after (until it expires). */
    async claim(key: string, expireAt: Date): Promise<boolean> {
      try {
        await Used.create({ _id: key, expireAt });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    /** Gives a key back when the action it guarded failed before taking effect. */
    async release(key: string): Promise<void> {
      await Used.deleteOne({ _id: key });
    }
  };
}

export type SingleUse = ReturnType<typeof createSingleUse>;
