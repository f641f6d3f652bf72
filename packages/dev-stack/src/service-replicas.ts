// The services' processes: one per replica, each on its own port, with any unasked exit reported as a crash.
import type { ManagedChild } from './child-process';
import type { Log } from './log';
import { findFreePort, loopback } from './ports';
import { httpOk, type ReadinessCheck } from './readiness';
import { READINESS_PROBE_EVERY_MS } from './replica-pool';
import { startService, type ServiceWiring } from './services';
import { services, type ServiceInfo, type ServiceName, type StackPorts } from './topology';

/**
 * With more than one replica the gateway must stop choosing a replica before it stops listening: readiness
 * fails this long first (service-kit's DRAIN_DELAY_MS), several of the gateway's probe intervals.
 */
export const REPLICA_DRAIN_DELAY_MS = READINESS_PROBE_EVERY_MS * 3;
/** A stop waits for the drain delay and the requests in flight (service-kit's shutdown timeout is 10 s). */
const STOP_GRACE_MS = 15_000;

export type ReplicaCounts = Partial<Record<ServiceName, number>>;

interface Replica {
  service: ServiceInfo;
  index: number;
  port: number;
  child: ManagedChild;
}

/** Each service's replica ports: the first is the stack's port for it, the others free ones. */
export async function replicaPortsOf(
  ports: StackPorts,
  counts: ReplicaCounts = {}
): Promise<Record<ServiceName, number[]>> {
  const taken = new Set(Object.values(ports));
  const result = {} as Record<ServiceName, number[]>;
  for (const service of services) {
    result[service.name] = [ports[service.name]];
    for (let i = 1; i < (counts[service.name] ?? 1); i += 1) {
      let port = await findFreePort();
      while (taken.has(port)) port = await findFreePort();
      taken.add(port);
      result[service.name].push(port);
    }
  }
  return result;
}

export class ServiceReplicas {
  private readonly running: Replica[] = [];
  private reportCrash: (message: string) => void = () => undefined;
  /** Resolves with the failure of the first replica that exits unasked; otherwise never. */
  readonly crashed = new Promise<string>((resolve) => {
    this.reportCrash = resolve;
  });

  constructor(
    private readonly wiring: Omit<ServiceWiring, 'port'>,
    readonly ports: Record<ServiceName, number[]>,
    private readonly log: Log
  ) {
    for (const service of services)
      this.ports[service.name].forEach((port, index) => this.start(service, index, port));
  }

  /** The base URL of each replica of each service, for the gateway. */
  urls(): Record<ServiceName, string[]> {
    return Object.fromEntries(
      services.map((s) => [s.name, this.ports[s.name].map((port) => `http://${loopback}:${port}`)])
    ) as Record<ServiceName, string[]>;
  }

  /** Every replica's own /readyz, and each service through the gateway's public liveness route. */
  readinessChecks(viaGateway: string): ReadinessCheck[] {
    return this.running.map(({ service, index, port, child }) => ({
      name: this.nameOf(service, index),
      probe: async (check: ReadinessCheck) =>
        (await httpOk(`http://${loopback}:${port}/readyz`)(check)) &&
        httpOk(`${viaGateway}${service.prefix}/healthz`)(check),
      child
    }));
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.running.map(({ child }) => child.stop(STOP_GRACE_MS)));
  }

  private nameOf(service: ServiceInfo, index: number): string {
    return this.ports[service.name].length > 1 ? `${service.name}#${index + 1}` : service.name;
  }

  private start(service: ServiceInfo, index: number, port: number): ManagedChild {
    const drainDelayMs = this.ports[service.name].length > 1 ? REPLICA_DRAIN_DELAY_MS : undefined;
    const child = startService(
      service,
      { ...this.wiring, port, drainDelayMs },
      this.log,
      this.nameOf(service, index)
    );
    this.running.push({ service, index, port, child });
    void child.exited.then((exit) => {
      if (child.crashed) this.reportCrash(child.describeFailure(exit));
    });
    return child;
  }
}
