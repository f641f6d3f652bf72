import { type NatsConnection, nanos } from '@nats-io/nats-core';
import { jetstreamManager, RetentionPolicy, StorageType, type StreamConfig } from '@nats-io/jetstream';
import { streams, type StreamDefinition } from '@matrimony/contracts';

function toStreamConfig(name: string, def: StreamDefinition, replicas: number): Partial<StreamConfig> & { name: string } {
  return {
    name,
    num_replicas: replicas,
    subjects: [...def.subjects],
    storage: def.storage === 'memory' ? StorageType.Memory : StorageType.File,
    retention: def.retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    max_age: nanos(def.maxAgeMs),
    duplicate_window: nanos(def.duplicateWindowMs)
  };
}

/**
 * Creates every stream of the contracts catalogue, or updates it to the catalogue's settings. Safe to run on every start.
 * `replicas` comes from NATS_STREAM_REPLICAS: 1 for a single dev server, 3 on the production cluster so losing one
 * NATS node loses no stream.
 */
export async function ensureStreams(nc: NatsConnection, options: { replicas?: number } = {}): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const [name, def] of Object.entries(streams)) {
    const config = toStreamConfig(name, def, options.replicas ?? 1);
    const exists = await jsm.streams.info(name).then(
      () => true,
      () => false
    );
    if (exists) await jsm.streams.update(name, config);
    else await jsm.streams.add(config);
  }
}
