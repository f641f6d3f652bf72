import { expect } from 'chai';
import { type RemoteRoute } from '@matrimony/federation';
import { createRemoteRoutesLoader } from '../src/remotes/remote-loader';
import { retryWithBackoff } from '../src/remotes/retry';

const Page = () => null;
const routes: RemoteRoute[] = [{ path: '/about', Component: Page, access: 'public' }];

describe('remote loading with retry', () => {
  it('backs off between tries (0.5 s, 1 s) and gives up after 3', async () => {
    const waits: number[] = [];
    let tries = 0;
    const failing = retryWithBackoff(
      async () => {
        tries += 1;
        throw new Error(`manifest unreachable (${tries})`);
      },
      { attempts: 3, baseDelayMs: 500, sleep: async (ms) => void waits.push(ms) }
    );
    await failing.then(
      () => expect.fail('should fail'),
      (error: Error) => expect(error.message).to.equal('manifest unreachable (3)')
    );
    expect(waits).to.deep.equal([500, 1000]);
  });

  it('recovers when a later try succeeds, telling the loader which try it is', async () => {
    const attempts: number[] = [];
    const loader = createRemoteRoutesLoader(
      async (_name, attempt) => {
        attempts.push(attempt);
        if (attempt < 2) throw new Error('flaky');
        return routes;
      },
      { attempts: 3, baseDelayMs: 1, sleep: async () => undefined }
    );
    expect(await loader.get('mfPublic')).to.equal(routes);
    expect(attempts).to.deep.equal([1, 2]);
  });

  it('hands out the same promise while loading and after success (React use() needs it stable)', async () => {
    let loads = 0;
    const loader = createRemoteRoutesLoader(async () => {
      loads += 1;
      return routes;
    });
    const first = loader.get('mfPublic');
    expect(loader.get('mfPublic')).to.equal(first);
    await first;
    expect(loader.get('mfPublic')).to.equal(first);
    expect(loads).to.equal(1);
  });

  it('keeps a failed load until reset, then "Try again" loads it afresh', async () => {
    let up = false;
    let loads = 0;
    const loader = createRemoteRoutesLoader(
      async () => {
        loads += 1;
        if (!up) throw new Error('down');
        return routes;
      },
      { attempts: 2, baseDelayMs: 1, sleep: async () => undefined }
    );
    const failed = loader.get('mfAccount');
    await failed.catch(() => undefined);
    up = true;
    expect(loader.get('mfAccount')).to.equal(failed);
    expect(loads).to.equal(2);
    loader.reset('mfAccount');
    expect(await loader.get('mfAccount')).to.equal(routes);
  });

  it('rejects a remote whose routes module is not a route list', async () => {
    const loader = createRemoteRoutesLoader(async () => ({ nope: true }) as unknown as RemoteRoute[], {
      attempts: 1,
      baseDelayMs: 1
    });
    await loader.get('mfPublic').then(
      () => expect.fail('should reject'),
      (error: Error) => expect(error.message).to.contain('does not export a list of routes')
    );
  });

  it('keeps remotes apart: one failing remote does not affect another', async () => {
    const loader = createRemoteRoutesLoader(
      async (name) => {
        if (name === 'mfAccount') throw new Error('down');
        return routes;
      },
      { attempts: 1, baseDelayMs: 1 }
    );
    await loader.get('mfAccount').catch(() => undefined);
    expect(await loader.get('mfPublic')).to.equal(routes);
  });
});
