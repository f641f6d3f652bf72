import { expect } from 'chai';
import { api } from '../src/api';
import { setAccessTokenProvider } from '../src/access-token';
import { createAppStore } from '../src/store';
import { relativeRequestUrls } from '../src/testing';

const ping = api.injectEndpoints({ endpoints: (build) => ({ ping: build.query<{ ok: boolean }, void>({ query: () => '/ping' }) }) });

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

  it('runs injected endpoints against /api with the member\'s bearer token', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    globalThis.fetch = (async (input: Request) => {
      seen.push({ url: input.url, auth: input.headers.get('authorization') });
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    setAccessTokenProvider(() => 'token-1');
    const store = createAppStore();
    const result = await store.dispatch(ping.endpoints.ping.initiate());
    expect(result.data).to.deep.equal({ ok: true });
    expect(seen).to.have.length(1);
    expect(seen[0]!.url).to.equal('http://localhost/api/ping');
    expect(seen[0]!.auth).to.equal('Bearer token-1');
  });
});
