import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '../mongo/duplicate-key';

interface Lease {
  _id: string;
  holder: string;
  expiresAt: Date;
}

export interface JobLease {
  /** True when this process now holds the lease (a fresh one, an expired one, or its own). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

function leaseModel(conn: Connection): Model<Lease> {
  const existing = conn.models.JobLease as Model<Lease> | undefined;
  if (existing) return existing;
  const schema = new Schema<Lease>(
    {
      _id: { type: String, required: true },
      holder: { type: String, required: true },
      expiresAt: { type: Date, required: true }
    },
    { versionKey: false, collection: 'job_leases' }
  );
  return conn.model<Lease>('JobLease', schema);
}

/**
 * One document per job name in `job_leases`: whoever holds an unexpired lease runs the job.
 * Taking it is one conditional upsert; a live lease held by another replica makes the upsert hit the
 * unique _id, which means "someone else is running". A crashed holder's lease simply expires after ttlMs.
 */
export function createJobLease(conn: Connection, name: string, ttlMs: number): JobLease {
  const Leases = leaseModel(conn);
  const holder = randomUUID();
  return {
    async acquire() {
      const now = new Date();
      try {
        await Leases.findOneAndUpdate(
          { _id: name, $or: [{ expiresAt: { $lte: now } }, { holder }] },
          { $set: { holder, expiresAt: new Date(now.getTime() + ttlMs) } },
          { upsert: true }
        );
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    async release() {
      await Leases.updateOne({ _id: name, holder }, { $set: { expiresAt: new Date(0) } });
    }
  };
}
