import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { startGateway, type Gateway } from '../src/gateway';
import { closeServer, listen } from '../src/http-server';
import { READINESS_PROBE_EVERY_MS } from '../src/replica-pool';
import { upstreamNames, type UpstreamName } from '../src/topology';

/** A replica that names itself in every answer, with a readiness switch (a draining replica answers 503). */
function replica(name: string) {
  const state = { ready: true, probes: 0 };
  const server = createServer((req, res) => {
    if (req.url === '/readyz') {
      state.probes += 1;
      res.statusCode = state.ready ? 200 : 503;
      return res.end();
    }
    res.end(name);
  });
  return { server, state };
}

describe('gateway: an upstream with several replicas', () => {
  const one = replica('one');
  const two = replica('two');
  let gateway: Gateway;
  let base: string;
  const answers = async (count: number) => {
    const seen: string[] = [];
    for (let i = 0; i < count; i += 1) seen.push(await (await fetch(`${base}/api/profiles/anything`)).text());
    return seen;
  };

  before(async () => {
    const replicas = [
      `http://127.0.0.1:${await listen(one.server, 0, '127.0.0.1')}`,
      `http://127.0.0.1:${await listen(two.server, 0, '127.0.0.1')}`
    ];
    const upstreams = Object.fromEntries(
      upstreamNames.map((name) => [name, name === 'svc-profile' ? replicas : replicas[0]!])
    ) as Record<UpstreamName, string | string[]>;
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
    base = `http://127.0.0.1:${gateway.port}`;
  });
  after(async () => {
    await gateway.close();
    await Promise.all([closeServer(one.server), closeServer(two.server)]);
  });

  it('takes turns between ready replicas', async () => {
    const seen = await answers(6);
    expect(seen.filter((name) => name === 'one')).to.have.length(3);
    expect(seen.filter((name) => name === 'two')).to.have.length(3);
  });

  /**
   * Waits until the gateway has probed the replica twice since now: the answer to the first has then been
   * taken in, however long a busy machine took over it.
   */
  const twoProbesOf = async (target: ReturnType<typeof replica>) => {
    const seen = target.state.probes;
    while (target.state.probes < seen + 2) await sleep(READINESS_PROBE_EVERY_MS / 5);
  };

  it('stops sending to a replica whose readiness fails (draining) within a probe, and sends again once it is back', async () => {
    two.state.ready = false;
    await twoProbesOf(two);
    expect(new Set(await answers(6))).to.deep.equal(new Set(['one']));
    two.state.ready = true;
    await twoProbesOf(two);
    expect(new Set(await answers(6))).to.deep.equal(new Set(['one', 'two']));
  });
});
