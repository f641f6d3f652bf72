import autocannon, { type Request, type Result } from 'autocannon';

export interface LoadOptions {
  /** Full URL of the first request (host, port and default path). */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (a different member, a different client address). */
  setupRequest?: (request: Request) => Request;
  connections: number;
  durationSec: number;
}

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  /** autocannon has no p95: p97.5 stands in for it (never lower). */
  p97_5Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included, as autocannon counts them) and non-2xx answers. */
  errors: number;
  /** Requests that got no answer within 10 s (part of errors). */
  timeouts: number;
  requests: number;
  /** Answers by status code, to tell a rate limit (429) from a failure. */
  statuses: Record<string, number>;
}

/** One autocannon run over loopback. */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSec,
        timeout: 10,
        requests: [
          {
            method: options.method ?? 'GET',
            headers: options.headers,
            body: options.body,
            // autocannon calls setupRequest whenever the key is present.
            ...(options.setupRequest ? { setupRequest: options.setupRequest } : {})
          }
        ]
      },
      (error: Error | null, result: Result) => {
        if (error) return reject(error);
        resolve({
          reqPerSec: result.requests.average,
          p50Ms: result.latency.p50,
          p97_5Ms: result.latency.p97_5,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          requests: result.requests.total,
          statuses
        });
      }
    );
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
