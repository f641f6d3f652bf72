import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ManagedChild } from './child-process';
import { prepareDataDir, temporaryDataDir } from './data-dir';
import { StackError } from './errors';
import { assertFrontendsBuilt, buildFrontends, startStaticSites } from './frontends';
import { startGateway } from './gateway';
import { startInfrastructure } from './infrastructure';
import { consoleLog, type Log } from './log';
import { againOnTakenPort, allocateFreePorts, assertPortsFree, loopback } from './ports';
import { waitUntilReady } from './readiness';
import { serviceEnv } from './services';
import { replicaPortsOf, ServiceReplicas, type ReplicaCounts } from './service-replicas';
import { repoRoot } from './repo';
import { seedDemoData } from './seed';
import { starting } from './starting';
import { describeStack } from './summary';
import { Teardown } from './teardown';
import {
  fixedPorts,
  keycloakRealm,
  services,
  upstreamNames,
  type ServiceName,
  type StackPorts,
  type UpstreamName
} from './topology';

export interface StackOptions {
  /** Gateway port in 'fixed' mode. Default 8080. */
  port?: number;
  /** Data directory in 'fixed' mode, relative to the repository root. Default `.data`. */
  dataDir?: string;
  /** Wipe the data directory first. */
  fresh?: boolean;
  /** 'fixed': the ports of docs/architecture.md; 'auto': free ports and a temporary data directory. */
  portsMode?: 'fixed' | 'auto';
  /** Build the frontends first (turbo, cached). Default true. */
  build?: boolean;
  /** Bound on waiting for every service's /readyz. Default 120 s. */
  readyTimeoutMs?: number;
  /** Run the workspaces' `seed` scripts once per data directory. Default: in 'fixed' mode only. */
  seed?: boolean;
  /** Bound on each seed script. Default 120 s (tests on a busy machine give more: the journeys need the data). */
  seedTimeoutMs?: number;
  /** The gateway keeps clients' X-Forwarded-For (load generators playing many clients; see startGateway). */
  keepClientForwardedFor?: boolean;
  /** Replicas per service (default 1 each); the gateway takes turns between the ready ones. */
  replicas?: ReplicaCounts;
  /** Aborting during start-up stops what has started and rejects (Ctrl-C while starting). */
  signal?: AbortSignal;
  log?: Log;
}

export interface RunningStack {
  /** The gateway: the one URL to open. */
  url: string;
  /** The dev outbox of svc-notify (messages that would have been e-mailed or texted). */
  outboxUrl: string;
  ports: StackPorts;
  dataDir: string;
  /** Resolves with a message naming the child and its last output if one ends unasked; otherwise never. */
  crashed: Promise<string>;
  /** Stops everything (idempotent). */
  stop(): Promise<void>;
}

const never = new Promise<never>(() => {});
const interrupted = () => new StackError('Start-up interrupted; stopped what had started.');

function watchForCrash(children: ManagedChild[]): Promise<string> {
  return Promise.race(
    children.map((child) =>
      child.exited.then((exit) => (child.crashed ? child.describeFailure(exit) : never))
    )
  );
}

async function choosePortsAndData(options: StackOptions, teardown: Teardown) {
  if (options.portsMode === 'auto') {
    const dataDir = await temporaryDataDir();
    teardown.add('temporary data directory', () => rm(dataDir, { recursive: true, force: true }));
    return { ports: await allocateFreePorts(), dataDir };
  }
  const ports = { ...fixedPorts, gateway: options.port ?? fixedPorts.gateway };
  await assertPortsFree(ports);
  return { ports, dataDir: await prepareDataDir(options.dataDir ?? '.data', options.fresh ?? false) };
}

function upstreamsOf(
  ports: StackPorts,
  serviceReplicas: Record<ServiceName, string[]>
): Record<UpstreamName, string | string[]> {
  const single = (name: UpstreamName) => `http://${loopback}:${ports[name]}`;
  return Object.fromEntries(
    upstreamNames.map((name) => [
      name,
      name in serviceReplicas ? serviceReplicas[name as ServiceName] : single(name)
    ])
  ) as Record<UpstreamName, string | string[]>;
}

/** Brings the whole platform up behind one gateway port; see README.md. */
export function startStack(options: StackOptions = {}): Promise<RunningStack> {
  if (options.portsMode !== 'auto') return startStackOnce(options);
  // Every piece knows the others' ports, so a port taken meanwhile means starting the whole stack on new ones.
  return againOnTakenPort(() => startStackOnce(options), {
    onRetry: () => (options.log ?? consoleLog)('A port was taken before its piece listened; starting again.')
  });
}

async function startStackOnce(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? consoleLog;
  const { signal } = options;
  const teardown = new Teardown(log);
  // Stopping what has started makes any wait in progress end at once (children exit, the build fails).
  const onAbort = () => void teardown.run();
  signal?.addEventListener('abort', onAbort, { once: true });
  const checkpoint = () => {
    if (signal?.aborted) throw interrupted();
  };
  try {
    checkpoint();
    const { ports, dataDir } = await choosePortsAndData(options, teardown);
    checkpoint();
    const url = `http://localhost:${ports.gateway}`;
    const infra = await startInfrastructure(ports, dataDir, url, teardown, log);
    checkpoint();

    if (options.build ?? true) await buildFrontends(log, teardown);
    checkpoint();
    assertFrontendsBuilt();
    await startStaticSites(ports, teardown);
    checkpoint();

    const {
      natsUrl,
      mongoUri,
      keycloakUrl,
      keycloakIssuer,
      identityClientSecret,
      razorpay,
      contactOfferKey
    } = infra;
    const wiring = {
      natsUrl,
      mongoUri,
      keycloakUrl,
      keycloakIssuer,
      identityClientSecret,
      razorpay,
      contactOfferKey,
      publicUrl: url,
      clientClaimsAddress: options.keepClientForwardedFor
    };
    const replicas = new ServiceReplicas(wiring, await replicaPortsOf(ports, options.replicas), log);
    teardown.add('services', () => replicas.stopAll());

    const upstreams = upstreamsOf(ports, replicas.urls());
    const gateway = await starting('The gateway', () =>
      startGateway({
        port: ports.gateway,
        host: loopback,
        upstreams,
        keepClientForwardedFor: options.keepClientForwardedFor
      })
    );
    teardown.add('gateway', () => gateway.close());
    checkpoint();

    // /readyz lives on each replica's own port only (never behind the gateway); the gateway is checked
    // through each service's public liveness route.
    const readiness = replicas.readinessChecks(`http://${loopback}:${ports.gateway}`);
    await waitUntilReady(readiness, options.readyTimeoutMs ?? 120_000);
    checkpoint();
    if (options.seed ?? options.portsMode !== 'auto') {
      const targets = [
        ...services.map((s) => ({
          name: s.name,
          dir: join(repoRoot, s.name),
          env: { ...process.env, ...serviceEnv(s, { ...wiring, port: ports[s.name] }), GATEWAY_URL: url }
        })),
        // Ready accounts through the public API, then the demo members into the services' databases. The
        // administrator's realm role is given through Keycloak's admin API, with svc-identity's service account.
        {
          name: 'demo-data',
          dir: join(repoRoot, 'packages', 'demo-data'),
          env: {
            ...process.env,
            NODE_ENV: 'development',
            MONGO_URL: mongoUri,
            NATS_URL: natsUrl,
            GATEWAY_URL: url,
            KEYCLOAK_URL: keycloakUrl,
            KEYCLOAK_REALM: keycloakRealm,
            KEYCLOAK_CLIENT_ID: 'svc-identity',
            KEYCLOAK_CLIENT_SECRET: identityClientSecret
          }
        }
      ];
      await seedDemoData(dataDir, targets, log, teardown, options.seedTimeoutMs);
      checkpoint();
    }

    let stopping: Promise<void> | undefined;
    const stack: RunningStack = {
      url,
      outboxUrl: `${url}/api/notify/dev/outbox`,
      ports,
      dataDir,
      crashed: Promise.race([watchForCrash([infra.nats, infra.mongo]), replicas.crashed]),
      stop: () => (stopping ??= teardown.run())
    };
    log(describeStack(stack));
    return stack;
  } catch (error) {
    await teardown.run();
    throw signal?.aborted ? interrupted() : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
