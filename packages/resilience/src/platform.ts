import { type ServiceName } from '@matrimony/dev-stack';
import { type NatsServerHandle } from '@matrimony/service-kit';
import { startKeycloak, startMongo, startNats, type RunningKeycloak, type RunningProcess } from './infrastructure';
import { ServiceProcess, type ServiceWiring } from './service-process';

export interface PlatformOptions {
  /** How many replicas of each service to start (0 or absent: none). */
  replicas: Partial<Record<ServiceName, number>>;
}

export interface Platform {
  nats: NatsServerHandle;
  mongo: RunningProcess;
  keycloak: RunningKeycloak;
  wiring: ServiceWiring;
  replicas: Record<ServiceName, ServiceProcess[]>;
  /** The first replica of a service (most tests run one). */
  service(name: ServiceName): ServiceProcess;
  /** Starts one more replica of a service on the same Mongo and NATS. */
  addReplica(name: ServiceName): Promise<ServiceProcess>;
  /** Stops every process and removes the NATS store (idempotent). */
  stop(): Promise<void>;
}

/** nats-server, the embedded MongoDB server, keycloak-dev and the requested service replicas, each in its own process. */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const piece of started.reverse()) await piece.stop().catch(() => {});
  };
  try {
    const nats = await startNats();
    started.push({ stop: () => nats.dispose() });
    const mongo = await startMongo();
    started.push({ stop: () => mongo.child.stop() });
    const keycloak = await startKeycloak();
    started.push({ stop: () => keycloak.child.stop() });

    const wiring: ServiceWiring = {
      mongoUri: mongo.url,
      natsUrl: nats.url,
      keycloakUrl: keycloak.url,
      keycloakIssuer: keycloak.issuer,
      publicUrl: 'http://localhost:8080'
    };
    const replicas: Record<ServiceName, ServiceProcess[]> = { 'svc-identity': [], 'svc-profile': [], 'svc-billing': [], 'svc-notify': [] };
    const addReplica = async (name: ServiceName) => {
      const replica = await ServiceProcess.start(name, wiring);
      replicas[name].push(replica);
      started.push({ stop: () => replica.stop() });
      return replica;
    };
    // One at a time: several tsx start-ups at once on 2 cores only make each slower.
    for (const [name, count] of Object.entries(options.replicas) as [ServiceName, number][]) {
      for (let i = 0; i < count; i += 1) await addReplica(name);
    }

    let stopping: Promise<void> | undefined;
    return {
      nats,
      mongo,
      keycloak,
      wiring,
      replicas,
      service(name) {
        const first = replicas[name][0];
        if (!first) throw new Error(`${name} is not part of this platform`);
        return first;
      },
      addReplica,
      stop: () => (stopping ??= stopAll())
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
