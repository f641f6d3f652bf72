import { expect } from 'chai';
import { defaultNotificationSettings } from '@matrimony/catalog/notifications';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { setAccessTokenProvider } from '../src/access-token';
import { onConversationEvent } from '../src/conversations';
import { keepStreamOpen, notificationsApi, STREAM_PATH } from '../src/notifications';
import { relativeRequestUrls, signedInStore } from '../src/testing';

describe('notifications client', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    globalThis.fetch = realFetch;
    setAccessTokenProvider(() => undefined);
  });

  it('opens the live stream at the path the contract gives it', () => {
    expect(STREAM_PATH).to.equal(`${notifyApi.basePath}${notifyApi.routes.streamNotifications.path}`);
  });

  it('reads and replaces the settings grid where the contract says, and caches the grid the service stored', async () => {
    const stored = defaultNotificationSettings();
    stored['profile-viewed'].email = false;
    const seen: { method: string; url: string; body: unknown }[] = [];
    globalThis.fetch = (async (input: Request) => {
      const body = input.method === 'GET' ? undefined : await input.json();
      seen.push({ method: input.method, url: input.url, body });
      return new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    setAccessTokenProvider(() => 'token-1');
    const store = signedInStore();
    const { getNotificationSettings: get, updateNotificationSettings: put } = notifyApi.routes;

    await store.dispatch(notificationsApi.endpoints.notificationSettings.initiate());
    const wanted = defaultNotificationSettings();
    wanted['profile-viewed'].email = false;
    await store.dispatch(notificationsApi.endpoints.updateNotificationSettings.initiate(wanted));

    expect(seen.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).to.deep.equal([
      `${get.method} ${notifyApi.basePath}${get.path}`,
      `${put.method} ${notifyApi.basePath}${put.path}`
    ]);
    expect(put.request.body.safeParse(seen[1]!.body).success, 'the PUT body is the contract’s').to.equal(
      true
    );
    const cached = notificationsApi.endpoints.notificationSettings.select()(store.getState() as never).data;
    expect(cached?.['profile-viewed']).to.deep.equal({ inApp: true, email: false });
  });

  describe('keeping the live stream open', () => {
    /** Streams that end as `ends` says, one per read, and what the loop waited between them. */
    function streams(ends: ('ended' | 'revoked' | 'failed')[]) {
      const controller = new AbortController();
      const waits: number[] = [];
      let failures = 0;
      let reads = 0;
      const loop = keepStreamOpen(
        controller.signal,
        async () => {
          const end = ends[reads++];
          if (end === undefined) {
            controller.abort();
            return 'ended';
          }
          if (end === 'failed') throw new Error('stream answered 502');
          return end;
        },
        { down: () => (failures += 1), failures: () => failures, wait: async (ms) => waits.push(ms) }
      );
      return { loop, waits, reads: () => reads };
    }

    it('reconnects at once after a clean end, and waits longer after each failure in a row', async () => {
      const run = streams(['ended', 'failed', 'failed', 'ended']);
      expect(await run.loop).to.equal('aborted');
      expect(run.reads()).to.equal(5);
      expect(run.waits).to.deep.equal([0, 1_000, 5_000, 5_000]);
    });

    it('stops for good when the server says the account was suspended or deleted, and tells the conversation pages', async () => {
      const told: string[] = [];
      const stop = onConversationEvent((event) => told.push(event.kind));
      try {
        const run = streams(['ended', 'revoked', 'ended']);
        expect(await run.loop).to.equal('revoked');
        expect(run.reads(), 'no stream after the revoked one').to.equal(2);
        expect(told).to.include('disconnected');
      } finally {
        stop();
      }
    });
  });
});
