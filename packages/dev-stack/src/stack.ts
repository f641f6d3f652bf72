import { rm } from 'node:fs/promises';
import type { ManagedChild } from './child-process';
import { prepareDataDir, temporaryDataDir } from './data-dir';
import { assertFrontendsBuilt, buildFrontends, distDir } from './frontends';
import { startGateway } from './gateway';
import { startInfrastructure, starting } from './infrastructure';
import { consoleLog, type Log } from './log';
import { allocateFreePorts, assertPortsFree, loopback } from './ports';
import { httpOk, waitUntilReady } from './readiness';
import { startService } from './services';
import { startStaticServer } from './static-server';
import { StackError } from './errors';
import { describeStack } from './summary';
import { Teardown } from './teardown';
import { fixedPorts, frontends, services, type StackPorts, type UpstreamName } from './topology';

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

/** Rejects when the signal aborts, so a start-up step can be raced against it. */
function abortion(signal: AbortSignal | undefined): Promise<never> {
  if (!signal) return never;
  return new Promise((_, reject) => {
    const fail = () => reject(new StackError('Start-up interrupted; stopped what had started.'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

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

/** Brings the whole platform up behind one gateway port; see README.md. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? consoleLog;
  const teardown = new Teardown(log);
  const interrupted = abortion(options.signal);
  interrupted.catch(() => {});
  const step = <T>(work: Promise<T>) => Promise.race([work, interrupted]);
  try {
    const { ports, dataDir } = await step(choosePortsAndData(options, teardown));
    const url = `http://localhost:${ports.gateway}`;
    const infra = await step(startInfrastructure(ports, dataDir, url, teardown, log));

    if (options.build ?? true) await step(buildFrontends(log, teardown));
    assertFrontendsBuilt();
    const sites = await step(
      Promise.all(
        frontends.map((f) =>
          starting(`The ${f.name} static server`, () =>
            startStaticServer({
              root: distDir(f),
              spa: f.name === 'shell',
              port: ports[f.name],
              host: loopback
            })
          )
        )
      )
    );
    teardown.addGroup(
      'static servers',
      sites.map((site) => () => site.close())
    );

    const { natsUrl, mongoUri, keycloakUrl, keycloakIssuer, identityClientSecret } = infra;
    const wiring = { natsUrl, mongoUri, keycloakUrl, keycloakIssuer, identityClientSecret, publicUrl: url };
    const children = services.map((s) => startService(s, { ...wiring, port: ports[s.name] }, log));
    teardown.addGroup(
      'services',
      children.map((child) => () => child.stop())
    );

    const upstreamNames: UpstreamName[] = [
      ...frontends.map((f) => f.name),
      ...services.map((s) => s.name),
      'keycloak'
    ];
    const upstreams = Object.fromEntries(
      upstreamNames.map((name) => [name, `http://${loopback}:${ports[name]}`])
    ) as Record<UpstreamName, string>;
    const gateway = await step(
      starting('The gateway', () => startGateway({ port: ports.gateway, host: loopback, upstreams }))
    );
    teardown.add('gateway', () => gateway.close());

    const viaGateway = `http://${loopback}:${ports.gateway}`;
    await step(
      waitUntilReady(
        services.map((s, i) => ({
          name: s.name,
          probe: httpOk(`${viaGateway}${s.prefix}/readyz`),
          child: children[i]
        })),
        options.readyTimeoutMs ?? 120_000
      )
    );

    let stopping: Promise<void> | undefined;
    const stack: RunningStack = {
      url,
      outboxUrl: `${url}/api/notify/dev/outbox`,
      ports,
      dataDir,
      crashed: watchForCrash([infra.nats, ...children]),
      stop: () => (stopping ??= teardown.run())
    };
    log(describeStack(stack));
    return stack;
  } catch (error) {
    await teardown.run();
    throw error;
  }
}
