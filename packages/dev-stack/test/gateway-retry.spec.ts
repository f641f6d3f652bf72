import { createServer, type Server } from 'node:http';
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
    res.end('second attempt');
  });
  return { server, requests };
}

describe('gateway: a connection reset by the upstream', () => {
  const { server, requests } = resettingOnce();
  let gateway: Gateway;
  let base: string;

  before(async () => {
    const upstream = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    const upstreams = Object.fromEntries(upstreamNames.map((name) => [name, upstream])) as Record<
      UpstreamName,
      string
    >;
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
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
});
