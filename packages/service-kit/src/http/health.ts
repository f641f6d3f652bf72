import { Router } from 'express';
import { type Registry } from 'prom-client';
import { type Logger } from 'pino';

export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean> | boolean;
}

export interface Lifecycle {
  draining: boolean;
}

/** /healthz alone: what a monitor outside the cluster may ask through the gateway. */
export function livenessRouter(): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  return router;
}

/**
 * /healthz (alive), /readyz (every check passes and not shutting down), /metrics (Prometheus text).
 * Mounted at the root of the pod port only: readiness details and metrics are for probes and Prometheus,
 * never for the public routes under /api/<service>/.
 */
export function healthRouter(options: {
  checks: ReadinessCheck[];
  lifecycle: Lifecycle;
  registry: Registry;
  logger: Logger;
}): Router {
  const router = livenessRouter();

  router.get('/readyz', async (_req, res) => {
    if (options.lifecycle.draining) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const results = await Promise.all(
      options.checks.map(
        async ({ name, check }) => [name, await runCheck(name, check, options.logger)] as const
      )
    );
    const ready = results.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'failing']))
    });
  });

  router.get('/metrics', async (_req, res) => {
    res.type(options.registry.contentType).send(await options.registry.metrics());
  });

  return router;
}

async function runCheck(name: string, check: ReadinessCheck['check'], logger: Logger): Promise<boolean> {
  try {
    return await check();
  } catch (err) {
    logger.warn({ err, check: name }, 'readiness check threw');
    return false;
  }
}
