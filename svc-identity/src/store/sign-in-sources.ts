import { Schema, type Connection } from 'mongoose';
import { KNOWN_SIGN_IN_SOURCE_MS } from '../domain/limits';

interface SignInSource {
  /** `<mobile hash>:<source hash>`: keyed hashes only. */
  _id: string;
  expireAt: Date;
}

const sourceSchema = new Schema<SignInSource>(
  { _id: { type: String, required: true }, expireAt: { type: Date, required: true } },
  { versionKey: false }
);
sourceSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/**
 * Where each number signed in successfully: the owner's usual sources, whose failures draw on a budget no stranger
 * can spend.
 */
export function createSignInSources(connection: Connection) {
  const Sources = connection.model<SignInSource>('SignInSource', sourceSchema, 'sign_in_sources');
  return {
    async isKnown(mobileHash: string, sourceHash: string, now: Date): Promise<boolean> {
      return (await Sources.exists({ _id: `${mobileHash}:${sourceHash}`, expireAt: { $gt: now } })) !== null;
    },

    async remember(mobileHash: string, sourceHash: string, now: Date): Promise<void> {
      await Sources.updateOne(
        { _id: `${mobileHash}:${sourceHash}` },
        { $set: { expireAt: new Date(now.getTime() + KNOWN_SIGN_IN_SOURCE_MS) } },
        { upsert: true }
      );
    },

    /** Account erasure: the number's sources go with it (a new owner of the number starts with none). */
    async forgetMobile(mobileHash: string): Promise<void> {
      await Sources.deleteMany({ _id: { $regex: `^${mobileHash.replace(/[^A-Za-z0-9_-]/g, '')}:` } });
    },

    model: Sources
  };
}
