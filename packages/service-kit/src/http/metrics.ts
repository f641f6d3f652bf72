import { type RequestHandler, type Request } from 'express';
import { Registry, Histogram, collectDefaultMetrics } from 'prom-client';

/** One registry per app, so two apps in one test process never register the same metric twice. */
export function createMetrics(serviceName: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  });

  const record: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => {
      end({ method: req.method, route: routeLabel(req), status_code: String(res.statusCode) });
    });
    next();
  };

  return { registry, record };
}

// The route pattern (`/api/profiles/:id`), never the raw URL, so label values stay few.
function routeLabel(req: Request): string {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return 'unmatched';
  return `${req.baseUrl}${path}`;
}
