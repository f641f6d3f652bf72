import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import { type Logger } from 'pino';
import { type Registry } from 'prom-client';
import { parseTrustedProxies } from '../config';
import { createLogger } from '../logger';
import { createMetrics } from './metrics';
import { healthRouter, livenessRouter, type Lifecycle, type ReadinessCheck } from './health';
import { errorHandler, notFoundHandler } from './errors';
import { requestLogging } from './request-log';

export interface ServiceAppOptions {
  /** Service name, e.g. `svc-profile`: logger name and metrics label. */
  name: string;
  /** Prefix every route lives under, e.g. `/api/profiles`. */
  basePath: string;
  logger?: Logger;
  readiness?: ReadinessCheck[];
  /** Adds the service's routes; the router is mounted at basePath. */
  routes(router: Router): void;
  jsonLimit?: string;
  /** Which hops may set X-Forwarded-For (client IPs feed rate limits). Default: TRUSTED_PROXIES (parseTrustedProxies). */
  trustedProxies?: number | string[];
}

const lifecycles = new WeakMap<Express, Lifecycle>();
const registries = new WeakMap<Express, Registry>();

export function createServiceApp(options: ServiceAppOptions): Express {
  const logger = options.logger ?? createLogger({ name: options.name });
  const lifecycle: Lifecycle = { draining: false };
  const { registry, record } = createMetrics(options.name);
  const app = express();
  app.set('trust proxy', options.trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES));
  app.disable('x-powered-by');
  lifecycles.set(app, lifecycle);
  registries.set(app, registry);

  app.use(requestLogging(logger));
  // While draining, every answer closes its connection: no idle keep-alive socket is left for the listener to close
  // just as a proxy sends the next request on it (a reset no proxy may safely retry for a POST).
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(helmet());
  app.use(record);
  // The raw bytes stay beside the parsed body: signed webhooks are checked over exactly what was sent.
  app.use(express.json({ limit: options.jsonLimit ?? '100kb', verify: keepRawBody }));

  app.use(healthRouter({ checks: options.readiness ?? [], lifecycle, registry, logger }));
  const base = options.basePath.replace(/\/$/, '');
  if (base) app.use(base, livenessRouter());

  const router = Router();
  options.routes(router);
  app.use(base || '/', router);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

const rawBodies = new WeakMap<object, Buffer>();

function keepRawBody(req: object, _res: unknown, buffer: Buffer): void {
  rawBodies.set(req, buffer);
}

/** The exact bytes of a JSON request body (for signature checks); undefined when there was none. */
export function rawBodyOf(req: object): Buffer | undefined {
  return rawBodies.get(req);
}

/** Turns /readyz to 503 so load balancers stop sending traffic; used by graceful shutdown. */
export function markDraining(app: Express): void {
  const lifecycle = lifecycles.get(app);
  if (lifecycle) lifecycle.draining = true;
}

/** The app's own prom-client registry, for service metrics (`new Counter({ …, registers: [metricsRegistry(app)] })`). */
export function metricsRegistry(app: Express): Registry {
  const registry = registries.get(app);
  if (!registry) throw new Error('not an app made by createServiceApp');
  return registry;
}
