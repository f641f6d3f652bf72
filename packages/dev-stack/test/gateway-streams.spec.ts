// A member's live notification stream holds one of their few places (svc-notify caps streams per member): when the
// tab closes, the gateway must end the upstream request at once, or the cap would count streams nobody reads.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { expect } from 'chai';
import { startGateway, type Gateway } from '../src/gateway';
import { closeServer, listen } from '../src/http-server';
import { upstreamNames, type UpstreamName } from '../src/topology';

describe('gateway: a live stream whose client goes away', () => {
  const opened: ServerResponse[] = [];
  const notify = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: unread\ndata: {"unreadCount":0}\n\n');
    opened.push(res);
  });
  let gateway: Gateway;

  before(async () => {
    const url = `http://127.0.0.1:${await listen(notify, 0, '127.0.0.1')}`;
    const upstreams = Object.fromEntries(upstreamNames.map((name) => [name, url])) as Record<
      UpstreamName,
      string
    >;
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
  });
  after(async () => {
    await gateway.close();
    notify.closeAllConnections();
    await closeServer(notify);
  });

  it('ends the upstream stream when the browser closes it', async () => {
    const tab = new AbortController();
    const response = await fetch(`http://127.0.0.1:${gateway.port}/api/notify/notifications/stream`, {
      signal: tab.signal
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).to.contain('event: unread');
    const upstream = opened.at(-1)!;
    expect(upstream.writableEnded || upstream.destroyed, 'held open while the tab reads').to.equal(false);

    const released = once(upstream, 'close');
    tab.abort();
    await released;
    expect(upstream.destroyed).to.equal(true);
  });
});
