import { findFreePort, type ServiceName } from '@matrimony/dev-stack';
import { DEV_RAZORPAY, startRazorpayDev, type RazorpayDev } from '@matrimony/razorpay-dev';
import { type NatsServerHandle } from '@matrimony/service-kit';
import {
  startKeycloak,
  startMongo,
  startNats,
  type RunningKeycloak,
  type RunningProcess
} from './infrastructure';
import { ServiceProcess, type ServiceWiring } from './service-process';

export interface PlatformOptions {
  /** How many replicas of each service to start (0 or absent: none). */
  replicas: Partial<Record<ServiceName, number>>;
  /**
   * Runs the development Razorpay (in this process) for svc-billing, its webhooks going to the first billing
   * replica, retried after `webhookRetryDelaysMs` (default 0.5, 1, 2, 4, 8 s: Razorpay's own retry for minutes).
   */
  payments?: { webhookRetryDelaysMs?: number[] };
  /** Every service's DRAIN_DELAY_MS: readiness fails this long after SIGTERM before the listener closes. */
  drainDelayMs?: number;
}

export interface Platform {
  nats: NatsServerHandle;
  mongo: RunningProcess;
  keycloak: RunningKeycloak;
  /** With `payments`: the development Razorpay. */
  razorpay?: RazorpayDev;
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

    // The first billing replica's port is chosen now: Razorpay needs the webhook address before billing starts.
    const billingPort = options.payments ? await findFreePort() : undefined;
    const razorpay = options.payments
      ? await startRazorpayDev({
          webhookUrl: `http://127.0.0.1:${billingPort}/api/billing/webhooks/razorpay`,
          webhookRetryDelaysMs: options.payments.webhookRetryDelaysMs ?? [500, 1000, 2000, 4000, 8000],
          log: () => undefined
        })
      : undefined;
    if (razorpay) started.push({ stop: () => razorpay.stop() });
    const wiring: ServiceWiring = {
      mongoUri: mongo.url,
      natsUrl: nats.url,
      keycloakUrl: keycloak.url,
      keycloakIssuer: keycloak.issuer,
      publicUrl: 'http://localhost:8080',
      ...(options.drainDelayMs !== undefined ? { drainDelayMs: options.drainDelayMs } : {}),
      ...(razorpay
        ? {
            razorpay: {
              apiUrl: razorpay.url,
              keyId: DEV_RAZORPAY.keyId,
              keySecret: DEV_RAZORPAY.keySecret,
              webhookSecret: DEV_RAZORPAY.webhookSecret,
              checkoutScriptUrl: razorpay.checkoutScriptUrl
            }
          }
        : {})
    };
    const replicas: Record<ServiceName, ServiceProcess[]> = {
      'svc-identity': [],
      'svc-profile': [],
      'svc-billing': [],
      'svc-notify': []
    };
    const addReplica = async (name: ServiceName) => {
      const port = name === 'svc-billing' && replicas[name].length === 0 ? billingPort : undefined;
      const replica = await ServiceProcess.start(name, wiring, port);
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
      razorpay,
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
