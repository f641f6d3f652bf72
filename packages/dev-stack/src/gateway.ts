import { DEV_OFFLINE_EKYC_PAGE } from '@matrimony/contracts/http/dev-pages';
import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable, type Duplex } from 'node:stream';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@matrimony/contracts';
import httpProxy from 'http-proxy';
import { serveOfflineEkycPage, type OfflineEkycPrefill } from '@matrimony/uidai-dev/dev-page';
import { serveApiDocs } from './api-docs';
import { READY_ACCOUNTS } from './demo-accounts';
import { closeServer, listen } from './http-server';
import { replicaPool, type ReplicaPool } from './replica-pool';
import { resolveRoute } from './routes';
import { upstreamNames, type UpstreamName } from './topology';

/**
 * The page that makes a signed Aadhaar offline e-KYC test ZIP (packages/uidai-dev), for trying ID verification.
 * mf-account links to it from Settings → Verification by the same path (contracts' DEV_OFFLINE_EKYC_PAGE).
 */
export const OFFLINE_EKYC_PAGE_PATH = DEV_OFFLINE_EKYC_PAGE;

/**
 * The page starts filled in for the demo free member, who holds no badge: their registered mobile and their
 * profile's name, date of birth (as UIDAI writes it) and gender, so the file passes every check as it is.
 */
export function offlineEkycPrefill(): OfflineEkycPrefill {
  const member = READY_ACCOUNTS.free;
  const [year, month, day] = member.dateOfBirth.split('-');
  return {
    mobile: member.mobile,
    name: member.fullName,
    dob: `${day}-${month}-${year}`,
    gender: member.gender === 'female' ? 'F' : 'M',
    lastFourDigits: '2468'
  };
}

export interface GatewayOptions {
  port: number;
  host: string;
  /** Base URL (http://host:port) of every upstream, or of each of its replicas (see replicaPool). */
  upstreams: Record<UpstreamName, string | readonly string[]>;
  /**
   * Keep a client's own X-Forwarded-For (the gateway appends the address it saw). Only for load
   * generators on this machine that play many clients (npm run bench); by default the gateway says who
   * the client is itself, so a forged header cannot dodge the per-IP limits.
   */
  keepClientForwardedFor?: boolean;
  /** How often replicas' readiness is probed (replicaPool's default unless a test needs the probe out of the way). */
  probeEveryMs?: number;
}

export interface Gateway {
  port: number;
  /** Answers each upstream replica gave (by base URL): shows a load reached every replica. */
  servedBy: Map<string, number>;
  close(): Promise<void>;
}

function sendProblem(res: ServerResponse, body: Problem): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(body.status, { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendBadGateway(res: ServerResponse, upstream: UpstreamName, instance: string): void {
  sendProblem(res, {
    type: 'about:blank',
    title: 'Bad Gateway',
    status: 502,
    detail: `${upstream} is not reachable right now. It may still be starting or it may have stopped; try again in a moment.`,
    instance,
    code: 'upstream_unavailable'
  });
}

function sendNoSuchApi(res: ServerResponse, instance: string): void {
  sendProblem(res, {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail:
      'Nothing answers at this address. Check the path: APIs live under /api/identity, /api/profiles, /api/billing and /api/notify.',
    instance,
    code: 'not_found'
  });
}

/** A body at most this long is read before it is forwarded, so a request that never reached an upstream can go again. */
const REPLAYABLE_BODY_BYTES = 64 * 1024;

/** Methods whose repetition has no further effect (RFC 9110 9.2.2): sent again after a reset connection too. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * The request's body as a buffer when it is short enough to send twice (none at all: empty), or undefined when it
 * is streamed through (uploads, chunked bodies) and can be sent once only.
 */
async function replayableBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.headers['transfer-encoding']) return undefined;
  const length = Number(req.headers['content-length'] ?? 0);
  if (!Number.isFinite(length) || length > REPLAYABLE_BODY_BYTES) return undefined;
  if (length === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Whether a request that failed with `code` before any answer may go to another replica, as nginx's
 * proxy_next_upstream error does: a refused connection never reached the upstream, so any method may go again; a
 * reset one (a reused keep-alive socket closed as the request went out, a replica that has just stopped) may have,
 * so only an idempotent method does. Either way only when the body can be sent again.
 */
function mayRetry(method: string | undefined, code: string | undefined, body: Buffer | undefined): boolean {
  if (body === undefined) return false;
  if (code === 'ECONNREFUSED') return true;
  return code === 'ECONNRESET' && IDEMPOTENT_METHODS.has(method ?? 'GET');
}

/** Points the request at its upstream: rewrites the path and returns the target base URL. */
function route(
  req: IncomingMessage,
  upstreams: Record<UpstreamName, ReplicaPool>,
  keepClientForwardedFor = false
) {
  const original = req.url ?? '/';
  // What the client claims about itself is dropped: the proxy appends the address it really saw.
  if (!keepClientForwardedFor) delete req.headers['x-forwarded-for'];
  const resolved = resolveRoute(original);
  req.url = resolved.path;
  if (resolved.strippedPrefix) req.headers['x-forwarded-prefix'] = resolved.strippedPrefix;
  else delete req.headers['x-forwarded-prefix'];
  const pool = resolved.upstream ? upstreams[resolved.upstream] : undefined;
  return { upstream: resolved.upstream, pool, target: pool?.next(), original };
}

/** The one local port: routes as docs/architecture.md says, X-Forwarded-* set, 502 problem+json when an upstream is down. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  // Idle upstream sockets are dropped after 30 s, well before upstreams close them (65 s).
  const agent = new Agent({ keepAlive: true, timeout: 30_000 });
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  const pools = Object.fromEntries(
    upstreamNames.map((name) => [name, replicaPool(options.upstreams[name], options.probeEveryMs)])
  ) as Record<UpstreamName, ReplicaPool>;

  const servedBy = new Map<string, number>();
  const targetOf = new WeakMap<IncomingMessage, string>();
  // A client that goes away ends its upstream request too, as nginx does: http-proxy only listens for the request's
  // 'aborted', which Node no longer emits once a GET's request has been read, so a closed tab's live stream would
  // hold its place at svc-notify (a capped number per member) for as long as the upstream kept it open.
  proxy.on('proxyReq', (proxyReq, _req, res) => {
    res.on('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
  });
  proxy.on('proxyRes', (_upstreamRes, req) => {
    const target = targetOf.get(req);
    if (target) servedBy.set(target, (servedBy.get(target) ?? 0) + 1);
  });

  const server = createServer((req, res) => {
    const { upstream, pool, target, original } = route(req, pools, options.keepClientForwardedFor);
    if (!upstream || !pool || !target) {
      serveApiDocs(req, res)
        .then(
          async (served) =>
            served || (await serveOfflineEkycPage(req, res, OFFLINE_EKYC_PAGE_PATH, offlineEkycPrefill()))
        )
        .then((served) => served || sendNoSuchApi(res, original))
        .catch(() => sendNoSuchApi(res, original));
      return;
    }
    targetOf.set(req, target);
    void replayableBody(req)
      .then((body) => {
        const bodyStream = () => (body === undefined ? undefined : Readable.from([body]));
        proxy.web(req, res, { target, agent, buffer: bodyStream() }, (error) => {
          // Sent once more, on a new connection and to another replica if there is one.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ECONNREFUSED') pool.markDown(target);
          if (res.headersSent || !mayRetry(req.method, code, body))
            return sendBadGateway(res, upstream, original);
          const retryTarget = pool.next(target);
          targetOf.set(req, retryTarget);
          proxy.web(req, res, { target: retryTarget, buffer: bodyStream() }, () =>
            sendBadGateway(res, upstream, original)
          );
        });
      })
      .catch(() => sendBadGateway(res, upstream, original));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { target } = route(req, pools, options.keepClientForwardedFor);
    if (!target) return socket.destroy();
    proxy.ws(req, socket, head, { target }, () => socket.destroy());
  });

  const port = await listen(server, options.port, options.host);
  return {
    port,
    servedBy,
    async close() {
      await closeServer(server);
      for (const pool of Object.values(pools)) pool.close();
      agent.destroy();
    }
  };
}
