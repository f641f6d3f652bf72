import { expect } from 'chai';
import { api } from '../src/api';
import { setAccessTokenProvider } from '../src/access-token';
import { createAppStore, type AppStore } from '../src/store';
import { sessionEnded, sessionStarted } from '../src/session-slice';
import { userFromClaims } from '../src/tokens';
import { relativeRequestUrls } from '../src/testing';

const ping = api.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<{ ok: boolean }, void>({ query: () => '/ping' }),
    publicPing: build.query<{ ok: boolean }, void>({
      query: () => '/public-ping',
      extraOptions: { visitor: true }
    })
  })
});

const signIn = (store: AppStore, sub: string) =>
  store.dispatch(
    sessionStarted({
      user: userFromClaims({ sub, name: sub, preferred_username: '9876543210' }),
      event: 'signIn'
    })
  );
const cachedPing = (store: AppStore) => ping.endpoints.ping.select()(store.getState() as never).data;
const cachedPublicPing = (store: AppStore) =>
  ping.endpoints.publicPing.select()(store.getState() as never).data;
const answering = (body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' }
    })) as unknown as typeof fetch;

describe('RTK Query base (@matrimony/session/api)', () => {
  const realFetch = globalThis.fetch;
  // The API client builds relative URLs, as in the browser; Node needs a base.
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    globalThis.fetch = realFetch;
    setAccessTokenProvider(() => undefined);
  });

  it('plugs itself into the store with the spec cache times (stale 5 min, kept 10 min)', async () => {
    const store = createAppStore();
    store.dispatch({ type: 'any' });
    const config = (store.getState() as unknown as { api: { config: Record<string, unknown> } }).api.config;
    expect(config).to.include({ keepUnusedDataFor: 600, refetchOnMountOrArgChange: 300, reducerPath: 'api' });
  });

  it("runs injected endpoints against /api with the member's bearer token", async () => {
    const seen: { url: string; auth: string | null }[] = [];
    globalThis.fetch = (async (input: Request) => {
      seen.push({ url: input.url, auth: input.headers.get('authorization') });
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    setAccessTokenProvider(() => 'token-1');
    const store = createAppStore();
    signIn(store, 'asha');
    const result = await store.dispatch(ping.endpoints.ping.initiate());
    expect(result.data).to.deep.equal({ ok: true });
    expect(seen).to.have.length(1);
    expect(seen[0]!.url).to.equal('http://localhost/api/ping');
    expect(seen[0]!.auth).to.equal('Bearer token-1');
  });

  it("drops one member's cached answers when they sign out and when another member's session takes the tab", async () => {
    setAccessTokenProvider(() => 'token-1');
    globalThis.fetch = answering({ ok: true });
    const store = createAppStore();
    signIn(store, 'asha');
    await store.dispatch(ping.endpoints.ping.initiate());
    expect(cachedPing(store)).to.deep.equal({ ok: true });
    store.dispatch(sessionEnded());
    expect(cachedPing(store)).to.equal(undefined);

    signIn(store, 'asha');
    await store.dispatch(ping.endpoints.ping.initiate());
    signIn(store, 'ravi');
    expect(cachedPing(store)).to.equal(undefined);
  });

  it('keeps the cache when a visitor signs in, and when the same member signs in again', async () => {
    setAccessTokenProvider(() => 'token-1');
    globalThis.fetch = answering({ ok: true });
    const store = createAppStore();
    await store.dispatch(ping.endpoints.publicPing.initiate());
    signIn(store, 'asha');
    expect(cachedPublicPing(store)).to.deep.equal({ ok: true });
    await store.dispatch(ping.endpoints.ping.initiate());
    signIn(store, 'asha');
    expect(cachedPublicPing(store)).to.deep.equal({ ok: true });
    expect(cachedPing(store)).to.deep.equal({ ok: true });
  });

  it("does not send a member's query once the session has ended: the page still mounted subscribes again", async () => {
    let token: string | undefined = 'token-1';
    setAccessTokenProvider(() => token);
    const sent: (string | null)[] = [];
    globalThis.fetch = (async (input: Request) => {
      sent.push(input.headers.get('authorization'));
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const store = createAppStore();
    signIn(store, 'asha');
    const mounted = store.dispatch(ping.endpoints.ping.initiate());
    await mounted;
    token = undefined;
    store.dispatch(sessionEnded());
    const subscribedAgain = store.dispatch(ping.endpoints.ping.initiate());
    const again = await subscribedAgain;
    mounted.unsubscribe();
    subscribedAgain.unsubscribe();
    expect(sent).to.deep.equal(['Bearer token-1']);
    expect(again.error).to.deep.include({ status: 401 });
    expect((again.error as { data: { code: string } }).data.code).to.equal('session_ended');
  });

  it('sends a visitor endpoint without a session', async () => {
    const sent: (string | null)[] = [];
    globalThis.fetch = (async (input: Request) => {
      sent.push(input.url);
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const store = createAppStore();
    const result = await store.dispatch(ping.endpoints.publicPing.initiate());
    expect(result.data).to.deep.equal({ ok: true });
    expect(sent).to.deep.equal(['http://localhost/api/public-ping']);
  });

  it('aborts a request still running when the member signs out', async () => {
    setAccessTokenProvider(() => 'token-1');
    let aborted = false;
    globalThis.fetch = (async (input: Request) =>
      new Promise<Response>((_resolve, reject) => {
        input.signal.addEventListener('abort', () => {
          aborted = true;
          reject(input.signal.reason);
        });
      })) as typeof fetch;
    const store = createAppStore();
    signIn(store, 'asha');
    const running = store.dispatch(ping.endpoints.ping.initiate());
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.dispatch(sessionEnded());
    const result = await running;
    expect(aborted).to.equal(true);
    expect(result.data).to.equal(undefined);
    expect(cachedPing(store)).to.equal(undefined);
  });
});
