import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';

export interface RoundRobinProxy {
  url: string;
  /** Requests answered by each upstream (by base URL). */
  served: Map<string, number>;
  /** Requests sent to a second upstream because the first could not be reached. */
  retried: number;
  close(): Promise<void>;
}

const probeEveryMs = 200;

/**
 * What a Kubernetes Service plus an nginx-style ingress does for replicas: round-robin over the
 * upstreams whose /readyz answers 200 (probed every 200 ms), and an idempotent request that
 * could not reach its upstream (refused or reset before a response) is tried on the next one
 * (nginx `proxy_next_upstream error`). Built from the same http-proxy library as the dev gateway,
 * which has one upstream per service.
 */
export async function startRoundRobinProxy(upstreams: string[], readyPath: string): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  const ready = new Set(upstreams);
  const served = new Map(upstreams.map((u) => [u, 0]));
  let next = 0;
  let retried = 0;

  const probe = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream}${readyPath}`, { signal: AbortSignal.timeout(probeEveryMs * 2) })
        .then((r) => (r.status === 200 ? ready.add(upstream) : ready.delete(upstream)))
        .catch(() => ready.delete(upstream));
    }
  }, probeEveryMs);

  const pick = (excluded: Set<string>): string | undefined => {
    const candidates = upstreams.filter((u) => ready.has(u) && !excluded.has(u));
    const pool = candidates.length > 0 ? candidates : upstreams.filter((u) => !excluded.has(u));
    if (pool.length === 0) return undefined;
    next = (next + 1) % pool.length;
    return pool[next];
  };

  const forward = (req: IncomingMessage, res: ServerResponse, tried: Set<string>) => {
    const target = pick(tried);
    if (!target) {
      res.writeHead(502, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'No replica could be reached.' }));
      return;
    }
    tried.add(target);
    (req as IncomingMessage & { rrTarget?: string }).rrTarget = target;
    proxy.web(req, res, { target, agent }, () => {
      ready.delete(target);
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (idempotent && !res.headersSent) {
        retried += 1;
        forward(req, res, tried);
      } else res.destroy();
    });
  };
  proxy.on('proxyRes', (_proxyRes, req) => {
    const target = (req as IncomingMessage & { rrTarget?: string }).rrTarget;
    if (target) served.set(target, (served.get(target) ?? 0) + 1);
  });

  const server = createServer((req, res) => forward(req, res, new Set()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get retried() {
      return retried;
    },
    async close() {
      clearInterval(probe);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    }
  };
}
