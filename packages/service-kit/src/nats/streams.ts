import { type NatsConnection, nanos } from '@nats-io/nats-core';
import { jetstreamManager, RetentionPolicy, StorageType, type StreamConfig } from '@nats-io/jetstream';
import {
  eventSubscriptions,
  streamOf,
  streamOwners,
  streams,
  type EventSubject,
  type NatsService,
  type StreamDefinition,
  type StreamName
} from '@matrimony/contracts';

function toStreamConfig(
  name: string,
  def: StreamDefinition,
  replicas: number
): Partial<StreamConfig> & { name: string } {
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

export interface EnsureStreamsOptions {
  /** From NATS_STREAM_REPLICAS: 1 for a single dev server, 3 on the production cluster so losing one node loses no stream. */
  replicas?: number;
  /**
   * The service connecting. Set: it creates or updates the streams it owns (contracts' streamOwners; in production its
   * NATS user may not touch others) and makes sure the ones it consumes from exist. Unset: every stream (tests).
   */
  service?: NatsService;
  /** How long to wait for another service's stream before giving up (the pod restarts and tries again). */
  waitMs?: number;
}

const STREAM_WAIT_POLL_MS = 500;

/** Creates each stream of the contracts catalogue it may manage, or updates it to the catalogue's settings. Safe on every start. */
export async function ensureStreams(nc: NatsConnection, options: EnsureStreamsOptions = {}): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const exists = (name: string) =>
    jsm.streams.info(name).then(
      () => true,
      () => false
    );
  const managed: readonly StreamName[] = options.service
    ? streamOwners[options.service]
    : (Object.keys(streams) as StreamName[]);
  for (const name of managed) {
    const config = toStreamConfig(name, streams[name], options.replicas ?? 1);
    if (await exists(name)) await jsm.streams.update(name, config);
    else await jsm.streams.add(config);
  }
  if (!options.service) return;
  // Streams it consumes from belong to other services. Where it may (development: no accounts), it creates a
  // missing one itself, so services start in any order or alone; where its NATS user may not (production), it
  // waits for the owner to create it.
  const consumed = new Set((eventSubscriptions[options.service] as readonly EventSubject[]).map(streamOf));
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  for (const name of consumed) {
    if (await exists(name)) continue;
    const created = await jsm.streams.add(toStreamConfig(name, streams[name], options.replicas ?? 1)).then(
      () => true,
      () => false
    );
    if (created) continue;
    while (!(await exists(name))) {
      if (Date.now() > deadline)
        throw new Error(`stream ${name} does not exist yet (its owning service creates it); giving up`);
      await new Promise((resolve) => setTimeout(resolve, STREAM_WAIT_POLL_MS));
    }
  }
}
