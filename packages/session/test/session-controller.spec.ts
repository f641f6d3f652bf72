import { expect } from 'chai';
import { SESSION_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { createSessionController, type SessionEndReason } from '../src/session-controller';
import { createAppStore } from '../src/store';
import { createTokenStore } from '../src/token-store';
import { getAccessToken } from '../src/access-token';
import { FakeKeycloak, memoryStorage } from './helpers';
import { relativeRequestUrls } from '../src/testing';

type Call = { method: string; url: string; auth: string | null; body?: unknown };

function setup(routes: Record<string, (call: Call) => Response> = {}) {
  const store = createAppStore();
  const storage = memoryStorage();
  const tokenStore = createTokenStore(storage, null);
  const calls: Call[] = [];
  const notices: UserMessage[] = [];
  const ended: SessionEndReason[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const keycloaks: FakeKeycloak[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const defaults: Record<string, (call: Call) => Response> = {
    'POST /api/identity/sessions': () => json({ access_token: 'a0', refresh_token: 'r0', id_token: 'i0', expires_in: 300, refresh_expires_in: 1800 }),
    'DELETE /api/identity/sessions/current': () => new Response(null, { status: 204 }),
    'GET /api/profiles/me': () => json({ id: 'p1', fullName: 'Asha Rao' }),
    'GET /api/billing/subscriptions/me': () => json({ subscription: { planType: 'premium', status: 'active', endDate: '2099-01-01' }, isPremium: true, justExpired: false })
  };
  const controller = createSessionController({
    keycloak: { url: '/auth', realm: 'matrimony', clientId: 'matrimony-web' },
    createKeycloak: () => {
      const kc = new FakeKeycloak();
      keycloaks.push(kc);
      return kc;
    },
    tokenStore,
    dispatch: store.dispatch,
    fetch: async (input) => {
      const sent = input as Request; // the API client always passes a Request
      const url = new URL(sent.url).pathname;
      const call: Call = { method: sent.method, url, auth: sent.headers.get('authorization') };
      calls.push(call);
      const text = await sent.text();
      if (text) call.body = JSON.parse(text) as unknown;
      const handler = routes[`${call.method} ${url}`] ?? defaults[`${call.method} ${url}`];
      return handler ? handler(call) : json({ title: 'Not Found' }, 404);
    },
    onNotice: (message) => notices.push(message),
    onSessionEnded: (reason) => ended.push(reason),
    retry: { sleep: async () => undefined },
    otherTabWaitMs: 10,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
    refreshTimers: { setInterval: () => 0, clearInterval: () => undefined }
  });
  const settle = () => new Promise((r) => setTimeout(r, 5));
  return { store, storage, tokenStore, controller, calls, notices, ended, timers, keycloaks, settle, json };
}

describe('session controller', () => {
  // The API client builds relative URLs, as in the browser; Node needs a base.
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);

  it('signs in through svc-identity, starts keycloak with the tokens and loads the member', async () => {
    const t = setup();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await t.settle();
    const session = t.store.getState().session;
    expect(session.status).to.equal('signedIn');
    expect(session.user).to.include({ id: 'user-1', fullName: 'Asha Rao', email: 'asha@example.com' });
    expect(session.profile).to.deep.equal({ id: 'p1', fullName: 'Asha Rao' });
    expect(session.isPremium).to.equal(true);
    expect(t.tokenStore.load()).to.deep.equal({ accessToken: 'a0+r', refreshToken: 'r0+r', idToken: 'i0' });
    expect(getAccessToken()).to.equal('a0+r');
    expect(t.calls.find((c) => c.url === '/api/profiles/me')!.auth).to.equal('Bearer a0+r');
    expect(t.timers.map((x) => x.ms)).to.deep.equal([2000]);
  });

  it('schedules the post-sign-up reloads at 3 s and 5 s', async () => {
    const t = setup();
    await t.controller.startWithTokens({ accessToken: 'a', refreshToken: 'r' }, 'signUp');
    expect(t.timers.map((x) => x.ms)).to.deep.equal([3000, 5000]);
    const readsBefore = t.calls.filter((c) => c.url === '/api/profiles/me').length;
    t.timers[0]!.run();
    await t.settle();
    expect(t.calls.filter((c) => c.url === '/api/profiles/me').length).to.equal(readsBefore + 1);
  });

  it('uses a new keycloak instance for each session (keycloak-js inits once)', async () => {
    const t = setup();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await t.controller.signOut();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    expect(t.keycloaks).to.have.length(2);
    expect(t.keycloaks.every((kc) => kc.initCalls === 1)).to.equal(true);
  });

  it('signs out by calling the API first with this session\'s refresh token (only it ends), then clears the session', async () => {
    const t = setup();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await t.controller.signOut();
    const del = t.calls.find((c) => c.method === 'DELETE')!;
    expect(del).to.deep.equal({ method: 'DELETE', url: '/api/identity/sessions/current', auth: 'Bearer a0+r', body: { refresh_token: 'r0+r' } });
    expect(t.store.getState().session).to.include({ status: 'signedOut', user: null, profile: null, subscription: null, isPremium: false });
    expect(t.tokenStore.load()).to.equal(null);
  });

  it('keeps the session when the server refuses a member sign-out, but not an idle one', async () => {
    const t = setup({ 'DELETE /api/identity/sessions/current': () => new Response('{"title":"Unavailable"}', { status: 503 }) });
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    let failed = false;
    await t.controller.signOut('member').catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(t.store.getState().session.status).to.equal('signedIn');
    await t.controller.signOut('idle');
    expect(t.store.getState().session.status).to.equal('signedOut');
  });

  it('rejects wrong credentials with the API message and stays signed out', async () => {
    const message = 'Invalid mobile number or password. Please check your credentials.';
    const t = setup({ 'POST /api/identity/sessions': () => t.json({ title: 'Sign In Failed', detail: message }, 401) });
    let error: Error | undefined;
    await t.controller.restore();
    await t.controller.signIn({ mobile: '9876543210', password: 'nope' }).catch((e: Error) => (error = e));
    expect(error?.message).to.equal(message);
    expect(t.store.getState().session.status).to.equal('signedOut');
  });

  it('restores the session after a reload from the stored tokens', async () => {
    const t = setup();
    t.tokenStore.save({ accessToken: 'a5', refreshToken: 'r5' }, false);
    await t.controller.restore();
    expect(t.store.getState().session.status).to.equal('signedIn');
    expect(t.keycloaks[0]!.token).to.equal('a5+r');
  });

  it('ends up signed out when the stored session no longer works', async () => {
    const t = setup();
    t.tokenStore.save({ accessToken: 'old', refreshToken: 'old' }, false);
    const original = FakeKeycloak.prototype.init;
    FakeKeycloak.prototype.init = async () => {
      throw new Error('Session not active');
    };
    try {
      await t.controller.restore();
    } finally {
      FakeKeycloak.prototype.init = original;
    }
    expect(t.store.getState().session.status).to.equal('signedOut');
    expect(t.tokenStore.load()).to.equal(null);
  });

  it('reports an ended session when keycloak drops the tokens', async () => {
    const t = setup();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    t.keycloaks[0]!.clearToken();
    expect(t.ended).to.deep.equal(['expired']);
    expect(t.store.getState().session.status).to.equal('signedOut');
  });

  it('shows "Subscription Expired" and reloads when the plan just expired', async () => {
    let reads = 0;
    const t = setup({
      'GET /api/billing/subscriptions/me': () => {
        reads += 1;
        return t.json({ subscription: { planType: 'free', status: 'active', endDate: null }, isPremium: false, justExpired: reads === 1 });
      }
    });
    await t.controller.startWithTokens({ accessToken: 'a', refreshToken: 'r' }, 'restore');
    await t.settle();
    expect(t.notices).to.deep.equal([SESSION_MESSAGES.subscriptionExpired]);
    expect(reads).to.equal(2);
    expect(t.store.getState().session.isPremium).to.equal(false);
  });
});
