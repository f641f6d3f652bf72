import { join } from 'node:path';
import {
  ManagedChild,
  paymentGatewayEnv,
  type RazorpayWiring,
  type ServiceName,
  services
} from '@matrimony/dev-stack';
import { IDENTITY_CLIENT_SECRET } from './infrastructure';
import { repoRoot } from './repo';
import { httpOk, onFreePort, StopWaiting, waitFor } from './wait';

export interface ServiceWiring {
  mongoUri: string;
  natsUrl: string;
  keycloakUrl: string;
  keycloakIssuer: string;
  publicUrl: string;
  /** The payment gateway svc-billing talks to (absent: billing runs without payments). */
  razorpay?: RazorpayWiring;
  /** DRAIN_DELAY_MS (absent: the service default, 0). */
  drainDelayMs?: number;
}

const readyTimeoutMs = 90_000;
/** Room for the drain delay and the shutdown hooks before SIGKILL. */
const stopGraceMs = 8000;

export function prefixOf(name: ServiceName): string {
  return services.find((s) => s.name === name)!.prefix;
}

function databaseOf(name: ServiceName): string {
  return services.find((s) => s.name === name)!.database;
}

/** The variables of docs/architecture.md for one service instance. */
function serviceEnv(name: ServiceName, port: number, wiring: ServiceWiring): NodeJS.ProcessEnv {
  const mongo = new URL(wiring.mongoUri);
  mongo.pathname = `/${databaseOf(name)}`;
  return {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.RESILIENCE_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    MONGO_URL: mongo.toString(),
    NATS_URL: wiring.natsUrl,
    KEYCLOAK_URL: wiring.keycloakUrl,
    KEYCLOAK_REALM: 'matrimony',
    KEYCLOAK_ISSUER: wiring.keycloakIssuer,
    PUBLIC_URL: wiring.publicUrl,
    ...(name === 'svc-identity'
      ? { KEYCLOAK_CLIENT_ID: 'svc-identity', KEYCLOAK_CLIENT_SECRET: IDENTITY_CLIENT_SECRET }
      : {}),
    ...(name === 'svc-billing' && wiring.razorpay ? paymentGatewayEnv(wiring.razorpay) : {}),
    ...(wiring.drainDelayMs !== undefined ? { DRAIN_DELAY_MS: String(wiring.drainDelayMs) } : {})
  };
}

/**
 * One replica of a service: `node --import tsx src/main.ts` in its workspace, on its own port.
 * It can be killed or stopped and started again on the same port (a crash and its restart).
 */
export class ServiceProcess {
  private current: ManagedChild | undefined;

  private constructor(
    readonly name: ServiceName,
    readonly port: number,
    private readonly wiring: ServiceWiring
  ) {}

  /** `port`: a port chosen beforehand (another piece needs the address first); default a free one. */
  static async start(name: ServiceName, wiring: ServiceWiring, port?: number): Promise<ServiceProcess> {
    const startOn = async (chosen: number) => {
      const replica = new ServiceProcess(name, chosen, wiring);
      await replica.start();
      return replica;
    };
    return port === undefined ? onFreePort(startOn) : startOn(port);
  }

  /** http://127.0.0.1:PORT (routes live under the service's prefix, e.g. /api/billing). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get child(): ManagedChild {
    if (!this.current) throw new Error(`${this.name} was never started`);
    return this.current;
  }

  /** Starts the process (again) and waits for /readyz. */
  async start(): Promise<void> {
    if (this.current && !this.current.hasExited) throw new Error(`${this.name} is already running`);
    const child = new ManagedChild({
      name: `${this.name}:${this.port}`,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(repoRoot, this.name),
      env: serviceEnv(this.name, this.port, this.wiring)
    });
    this.current = child;
    await waitFor(
      `${this.name} on port ${this.port} to be ready`,
      async () => {
        if (child.hasExited) throw new StopWaiting(child.describeFailure());
        return httpOk(`${this.url}/readyz`).catch(() => false);
      },
      readyTimeoutMs,
      200
    ).catch(async (error: Error) => {
      await child.stop(1000);
      throw new Error(`${error.message}\n${child.describeFailure()}`);
    });
  }

  /** kill -9: no shutdown hooks run. Resolves once the process is gone. */
  async kill(): Promise<void> {
    this.child.signal('SIGKILL');
    await this.child.exited;
  }

  stop(): Promise<void> {
    return this.current ? this.current.stop(stopGraceMs) : Promise.resolve();
  }
}
