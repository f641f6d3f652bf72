import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect } from 'chai';
import { startGateway, type Gateway } from '../src/gateway';
import { closeServer, listen } from '../src/http-server';
import { upstreamNames, type UpstreamName } from '../src/topology';

// An upstream that resets the connection of the first request to each path, as a server closing an
// idle keep-alive socket does when the proxy reuses it at that very moment.
function resettingOnce(): { server: Server; requests: string[] } {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const attempt = requests.filter((r) => r.endsWith(` ${req.url}`)).length;
    requests.push(`${req.method} ${req.url}`);
    if (attempt === 0) return req.socket.destroy();
    void readBody(req).then((body) => res.end(`second attempt${body ? `: ${body}` : ''}`));
  });
  return { server, requests };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const upstreamsAt = (target: string | readonly string[]) =>
  Object.fromEntries(upstreamNames.map((name) => [name, target])) as Record<
    UpstreamName,
    string | readonly string[]
  >;

describe('gateway: a connection reset by the upstream', () => {
  const { server, requests } = resettingOnce();
  let gateway: Gateway;
  let base: string;

  before(async () => {
    const upstream = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams: upstreamsAt(upstream) });
    base = `http://127.0.0.1:${gateway.port}`;
  });
  after(async () => {
    await gateway.close();
    await closeServer(server);
  });

  it('sends a GET once more on a new connection, so the browser never sees the reset', async () => {
    const response = await fetch(`${base}/399.b4aa3ed8.js`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.equal('second attempt');
    expect(requests).to.deep.equal(['GET /399.b4aa3ed8.js', 'GET /399.b4aa3ed8.js']);
  });

  it('never repeats a POST (it may have had its effect): 502 problem+json instead', async () => {
    const response = await fetch(`${base}/api/identity/sessions`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' }
    });
    expect(response.status).to.equal(502);
    expect(response.headers.get('content-type')).to.equal('application/problem+json');
    expect(requests.filter((r) => r === 'POST /api/identity/sessions')).to.have.length(1);
  });

  it('sends a PUT or a DELETE once more too, with its body (repeating them has no further effect)', async () => {
    const put = await fetch(`${base}/api/profiles/me/preferences`, {
      method: 'PUT',
      body: '{"ageMin":25}',
      headers: { 'content-type': 'application/json' }
    });
    expect(put.status).to.equal(200);
    expect(await put.text()).to.equal('second attempt: {"ageMin":25}');
    const deleted = await fetch(`${base}/api/profiles/shortlist/6650f0c2a1b2c3d4e5f60718`, {
      method: 'DELETE'
    });
    expect(deleted.status).to.equal(200);
    expect(requests.filter((r) => r.startsWith('PUT ') || r.startsWith('DELETE '))).to.have.length(4);
  });
});

describe('gateway: a replica that has stopped listening before the probe saw it go', () => {
  const answered: string[] = [];
  const stopped = createServer((_req, res) => res.end('ready'));
  const live = createServer((req, res) => {
    if (req.url === '/readyz') return res.end('ready');
    void readBody(req).then((body) => {
      answered.push(`${req.method} ${req.url} ${body}`);
      res.end('answered');
    });
  });
  let gateway: Gateway;
  let base: string;

  before(async () => {
    const targets = [
      `http://127.0.0.1:${await listen(stopped, 0, '127.0.0.1')}`,
      `http://127.0.0.1:${await listen(live, 0, '127.0.0.1')}`
    ];
    // The probe runs once at the start and not again during the test: the stopped replica still looks ready.
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      upstreams: upstreamsAt(targets),
      probeEveryMs: 600_000
    });
    base = `http://127.0.0.1:${gateway.port}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await closeServer(stopped);
  });
  after(async () => {
    await gateway.close();
    await closeServer(live);
  });

  it('sends every request to the replica that answers, a POST with its body included (the refused one never saw it)', async () => {
    const sent = [
      ['PUT', '/api/profiles/shortlist/6650f0c2a1b2c3d4e5f60718', ''],
      ['POST', '/api/profiles/interests', '{"to":"6650f0c2a1b2c3d4e5f60718"}'],
      ['PUT', '/api/profiles/shortlist/6650f0c2a1b2c3d4e5f60719', ''],
      ['POST', '/api/profiles/interests', '{"to":"6650f0c2a1b2c3d4e5f60719"}']
    ] as const;
    for (const [method, path, body] of sent) {
      const response = await fetch(`${base}${path}`, {
        method,
        ...(body ? { body, headers: { 'content-type': 'application/json' } } : {})
      });
      expect(response.status, `${method} ${path}`).to.equal(200);
    }
    expect(answered).to.deep.equal(sent.map(([method, path, body]) => `${method} ${path} ${body}`));
  });
});
