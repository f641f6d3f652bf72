// The EXPORTS bucket of the JetStream object store: where each service leaves its part of a member's data export
// (contracts' events/exports.ts). svc-identity owns the bucket (creates it, reads and deletes objects); the other
// services only put objects into it.
import { Readable } from 'node:stream';
import { type ReadableStream as WebReadableStream } from 'node:stream/web';
import { nanos, type NatsConnection } from '@nats-io/nats-core';
import { type JetStreamClient } from '@nats-io/jetstream';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { EXPORT_BUCKET, EXPORT_BUCKET_MAX_AGE_MS } from '@matrimony/contracts';

export interface ExportStoreOptions {
  /** The owner (svc-identity) creates the bucket when it is missing; writers only open it. */
  create?: boolean;
  /** From NATS_STREAM_REPLICAS, like the event streams. */
  replicas?: number;
}

export interface ExportStore {
  /** Writes an object unless one of that name is already there (a redelivered request rewrites nothing). */
  putOnce(name: string, data: Uint8Array): Promise<void>;
  putJsonOnce(name: string, value: unknown): Promise<void>;
  /** Whether a complete object of that name is in the bucket. */
  has(name: string): Promise<boolean>;
  /** The object's bytes as a Node stream; undefined when there is no such object. */
  read(name: string): Promise<Readable | undefined>;
  /** Deletes objects; ones already gone (or expired) are skipped. */
  remove(names: readonly string[]): Promise<void>;
}

/** Opens (the owner: creates) the EXPORTS bucket with its 25-hour max age. */
export async function openExportStore(
  connection: NatsConnection | JetStreamClient,
  options: ExportStoreOptions = {}
): Promise<ExportStore> {
  const objm = new Objm(connection);
  const bucket = options.create
    ? await objm.create(EXPORT_BUCKET, {
        ttl: nanos(EXPORT_BUCKET_MAX_AGE_MS),
        storage: StorageType.File,
        replicas: options.replicas ?? 1
      })
    : await objm.open(EXPORT_BUCKET);
  return exportStoreOver(bucket);
}

function exportStoreOver(bucket: ObjectStore): ExportStore {
  const has = async (name: string) => {
    const info = await bucket.info(name);
    return info !== null && !info.deleted;
  };
  return {
    has,
    async putOnce(name, data) {
      // Put replaces an existing object by purging its old chunks, which writers may not do: a part is written once.
      if (await has(name)) return;
      await bucket.putBlob({ name }, data);
    },
    async putJsonOnce(name, value) {
      await this.putOnce(name, new TextEncoder().encode(JSON.stringify(value, null, 2)));
    },
    async read(name) {
      const result = await bucket.get(name);
      if (!result || result.info.deleted) return undefined;
      const stream = Readable.fromWeb(result.data as WebReadableStream<Uint8Array>);
      // A digest mismatch or a broken read ends the stream with that error.
      void result.error.then((err) => {
        if (err) stream.destroy(err);
      });
      return stream;
    },
    async remove(names) {
      for (const name of names) {
        if (await has(name)) await bucket.delete(name);
      }
    }
  };
}
