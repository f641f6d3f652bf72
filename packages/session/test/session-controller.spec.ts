import { expect } from 'chai';
import { SESSION_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { createSessionController, type SessionEndReason } from '../src/session-controller';
import { createAppStore } from '../src/store';
import { createTokenStore } from '../src/token-store';
import { getAccessToken } from '../src/access-token';
import {
  FakeKeycloak,
  FakeLocks,
  generationOf,
  memoryStorage,
  OTHER_MEMBER_CLAIMS,
  sessionTokens
} from './helpers';
import { createLockLeadership, type RefreshLeadership } from '../src/refresh-leadership';
import { type MessageChannelLike, type TokenStore } from '../src/token-store';
import { relativeRequestUrls } from '../src/testing';

type Call = { method: string; url: string; auth: string | null; body?: unknown };

type Tab = { channel?: MessageChannelLike; leadership?: RefreshLeadership; storage?: Storage };

const signInAnswer = () => {
  const tokens = sessionTokens(0);
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    id_token: tokens.idToken,
    expires_in: 300,
    refresh_expires_in: 1800
  };
};

function setup(routes: Record<string, (call: Call) => Response> = {}, tab: Tab = {}) {
  const store = createAppStore();
  const storage = tab.storage ?? memoryStorage();
  const tokenStore: TokenStore = createTokenStore(storage, tab.channel ?? null, tab.leadership?.isLeader);
  const ticks: (() => void)[] = [];
  const calls: Call[] = [];
  const notices: UserMessage[] = [];
  const ended: SessionEndReason[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const keycloaks: FakeKeycloak[] = [];
  // Built once: two builds differ whenever a second boundary of the clock falls between them.
  const signedIn = signInAnswer();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const defaults: Record<string, (call: Call) => Response> = {
    'POST /api/identity/sessions': () => json(signedIn),
    'DELETE /api/identity/sessions/current': () => new Response(null, { status: 204 }),
    'GET /api/profiles/me': () => json({ id: 'p1', fullName: 'Asha Rao' }),
    'GET /api/billing/subscriptions/me': () =>
      json({
        subscription: { planType: 'premium', status: 'active', endDate: '2099-01-01' },
        isPremium: true,
        justExpired: false
      })
  };
  const controller = createSessionController({
    keycloak: { clientId: 'matrimony-web' },
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
    otherTabWaitMs: 50,
    leaderWaitMs: 200,
    leadership: tab.leadership,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
    refreshTimers: { setInterval: (tick) => ticks.push(tick), clearInterval: () => undefined }
  });
  const settle = () => new Promise((r) => setTimeout(r, 5));
  const kc = () => keycloaks[keycloaks.length - 1]!;
  /** The refresh loop's next check, with the access token about to expire. */
  const tickExpiring = async () => {
    kc().expiring = true;
    ticks[ticks.length - 1]!();
    await settle();
  };
  return {
    signedIn,
    store,
    storage,
    tokenStore,
    controller,
    calls,
    notices,
    ended,
    timers,
    keycloaks,
    kc,
    settle,
    json,
    tickExpiring
  };
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
    // Fresh tokens are used as they are: no refresh at sign-in.
    const answer = t.signedIn;
    expect(t.kc().refreshCalls).to.deep.equal([]);
    expect(t.tokenStore.load()).to.include({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      idToken: answer.id_token
    });
    expect(getAccessToken()).to.equal(answer.access_token);
    expect(t.calls.find((c) => c.url === '/api/profiles/me')!.auth).to.equal(`Bearer ${answer.access_token}`);
    expect(t.timers.map((x) => x.ms)).to.deep.equal([2000]);
  });

  it('schedules the post-sign-up reloads at 3 s and 5 s', async () => {
    const t = setup();
    await t.controller.startWithTokens(sessionTokens(0), 'signUp');
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

  it("signs out by calling the API first with this session's refresh token (only it ends), then clears the session", async () => {
    const t = setup();
    await t.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await t.controller.signOut();
    const del = t.calls.find((c) => c.method === 'DELETE')!;
    const answer = t.signedIn;
    expect(del).to.deep.equal({
      method: 'DELETE',
      url: '/api/identity/sessions/current',
      auth: `Bearer ${answer.access_token}`,
      body: { refresh_token: answer.refresh_token }
    });
    expect(t.store.getState().session).to.include({
      status: 'signedOut',
      user: null,
      profile: null,
      subscription: null,
      isPremium: false
    });
    expect(t.tokenStore.load()).to.equal(null);
  });

  it('keeps the session when the server refuses a member sign-out, but not an idle one', async () => {
    const t = setup({
      'DELETE /api/identity/sessions/current': () => new Response('{"title":"Unavailable"}', { status: 503 })
    });
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
    const t = setup({
      'POST /api/identity/sessions': () => t.json({ title: 'Sign In Failed', detail: message }, 401)
    });
    let error: Error | undefined;
    await t.controller.restore();
    await t.controller.signIn({ mobile: '9876543210', password: 'nope' }).catch((e: Error) => (error = e));
    expect(error?.message).to.equal(message);
    expect(t.store.getState().session.status).to.equal('signedOut');
  });

  it('restores the session after a reload from the stored tokens, as they are while the access token lasts', async () => {
    const t = setup();
    t.tokenStore.save(sessionTokens(5), false);
    await t.controller.restore();
    expect(t.store.getState().session.status).to.equal('signedIn');
    expect(t.kc().refreshCalls).to.deep.equal([]);
    expect(generationOf(t.kc().token)).to.equal(5);
  });

  it('never asks an administrator’s session for a member profile, on sign-in or on any later page', async () => {
    const admin = {
      sub: 'admin-1',
      name: 'Meera Admin',
      email: 'admin@example.com',
      preferred_username: '9876500009',
      realm_access: { roles: ['member', 'admin'] }
    };
    const t = setup();
    t.tokenStore.save(sessionTokens(5, 's1', 300, admin), false);
    await t.controller.restore();
    await t.settle();
    for (const timer of t.timers) timer.run();
    await t.settle();
    const session = t.store.getState().session;
    expect(session.status).to.equal('signedIn');
    expect(session.user?.roles).to.include('admin');
    expect(session.profile).to.equal(null);
    expect(t.calls.map((call) => `${call.method} ${call.url}`)).to.not.include('GET /api/profiles/me');
  });

  it('refreshes kept tokens at once when the access token is about to expire', async () => {
    const t = setup();
    t.tokenStore.save(sessionTokens(5, 's1', 30), false);
    await t.controller.restore();
    expect(t.store.getState().session.status).to.equal('signedIn');
    expect(t.kc().refreshCalls).to.deep.equal([-1]);
    expect(generationOf(t.tokenStore.load()!.refreshToken)).to.equal(6);
  });

  it('ends up signed out when the stored session no longer works', async () => {
    const t = setup();
    t.tokenStore.save(sessionTokens(1, 's1', -10), false);
    const original = FakeKeycloak.prototype.updateToken;
    FakeKeycloak.prototype.updateToken = async () => {
      throw new Error('Session not active');
    };
    try {
      await t.controller.restore();
    } finally {
      FakeKeycloak.prototype.updateToken = original;
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
        return t.json({
          subscription: { planType: 'free', status: 'active', endDate: null },
          isPremium: false,
          justExpired: reads === 1
        });
      }
    });
    await t.controller.startWithTokens(sessionTokens(0), 'restore');
    await t.settle();
    expect(t.notices).to.deep.equal([SESSION_MESSAGES.subscriptionExpired]);
    expect(reads).to.equal(2);
    expect(t.store.getState().session.isPremium).to.equal(false);
  });
});

let channelCount = 0;

/** Tabs of one browser: one BroadcastChannel name, one lock manager. */
function browserTabs(count: number) {
  const name = `session-tabs-${(channelCount += 1)}`;
  const locks = new FakeLocks();
  const channels: BroadcastChannel[] = [];
  const tabs = Array.from({ length: count }, () => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    return setup(
      {},
      { channel: channel as unknown as MessageChannelLike, leadership: createLockLeadership(locks) }
    );
  });
  const spent = () => tabs.flatMap((tab) => tab.keycloaks.flatMap((kc) => kc.spent));
  const close = () => {
    tabs.forEach((tab) => tab.controller.dispose());
    channels.forEach((channel) => channel.close());
  };
  return { tabs, spent, close };
}

describe('session controller: tabs sharing one session, refresh tokens rotating', () => {
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);

  it('lets only the leading tab refresh; the other takes what it announces', async () => {
    const {
      tabs: [a, b],
      spent,
      close
    } = browserTabs(2);
    await a!.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await b!.controller.restore();
    expect(b!.store.getState().session.status).to.equal('signedIn');
    expect(b!.kc().refreshCalls, 'a following tab does not refresh at start').to.deep.equal([]);

    await b!.tickExpiring();
    await a!.tickExpiring();
    await b!.settle();
    expect(generationOf(b!.kc().token)).to.equal(generationOf(a!.kc().token));
    expect(generationOf(b!.tokenStore.load()!.refreshToken)).to.equal(generationOf(a!.kc().refreshToken));
    const all = spent();
    expect(all.length).to.be.greaterThan(0);
    expect(new Set(all).size, 'no refresh token is sent twice').to.equal(all.length);
    close();
  });

  it('has a following tab ask the leading one for a new token (stay signed in, a refused token)', async () => {
    const {
      tabs: [a, b],
      spent,
      close
    } = browserTabs(2);
    await a!.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await b!.controller.restore();
    await b!.controller.extendSession();
    expect(a!.kc().refreshCalls).to.deep.equal([-1]);
    expect(b!.kc().spent).to.deep.equal([]);
    expect(b!.kc().token).to.equal(a!.kc().token);
    await a!.controller.extendSession();
    await b!.settle();
    expect(b!.kc().token).to.equal(a!.kc().token);
    expect(new Set(spent()).size).to.equal(spent().length);
    close();
  });

  it('hands the refreshing over when the leading tab closes, with the newest tokens', async () => {
    const {
      tabs: [a, b],
      spent,
      close
    } = browserTabs(2);
    await a!.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await b!.controller.restore();
    await a!.controller.extendSession();
    await b!.settle();
    a!.controller.dispose();
    await b!.settle();
    await b!.tickExpiring();
    expect(b!.kc().spent, 'the new leader spends the newest refresh token').to.deep.equal([
      a!.kc().refreshToken
    ]);
    expect(new Set(spent()).size).to.equal(spent().length);
    close();
  });

  it('restores a reloaded following tab with the leading tab’s newest tokens, though the leader answers slowly', async () => {
    // A following tab reloaded before the leader's latest announcement reached it keeps spent tokens; on a busy machine
    // the leader answers later than a new tab's short wait. Taking the kept tokens then, and leading later, would spend
    // a spent refresh token and end the session in every tab.
    const name = `session-tabs-${(channelCount += 1)}`;
    const locks = new FakeLocks();
    const slowLeaderChannel = new BroadcastChannel(name);
    const post = slowLeaderChannel.postMessage.bind(slowLeaderChannel);
    slowLeaderChannel.postMessage = (message: unknown) => void setTimeout(() => post(message), 100);
    const leader = setup(
      {},
      { channel: slowLeaderChannel as unknown as MessageChannelLike, leadership: createLockLeadership(locks) }
    );
    await leader.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    const stale = memoryStorage();
    stale.setItem('matrimony.session', JSON.stringify(leader.tokenStore.load()));
    await leader.controller.extendSession();
    await new Promise((resolve) => setTimeout(resolve, 150)); // the leader's slow announcements are out before the reload
    const reloadedChannel = new BroadcastChannel(name);
    const reloaded = setup(
      {},
      {
        channel: reloadedChannel as unknown as MessageChannelLike,
        leadership: createLockLeadership(locks),
        storage: stale
      }
    );
    await reloaded.controller.restore();
    expect(reloaded.store.getState().session.status).to.equal('signedIn');
    expect(generationOf(reloaded.kc().refreshToken), 'the leader’s newest tokens').to.equal(
      generationOf(leader.kc().refreshToken)
    );
    leader.controller.dispose();
    await reloaded.settle();
    await reloaded.tickExpiring();
    const spent = [...leader.kc().spent, ...reloaded.kc().spent];
    expect(new Set(spent).size, 'no refresh token is sent twice').to.equal(spent.length);
    reloaded.controller.dispose();
    slowLeaderChannel.close();
    reloadedChannel.close();
  });

  it('makes a tab that hears of another member’s new session that member’s, not a mix of the two', async () => {
    const {
      tabs: [a, b],
      close
    } = browserTabs(2);
    await a!.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await b!.controller.restore();
    expect(b!.store.getState().session.user?.id).to.equal('user-1');
    // In tab a, another member's reset link starts that member's session.
    await a!.controller.startWithTokens(sessionTokens(0, 's2', 300, OTHER_MEMBER_CLAIMS), 'signIn');
    await b!.settle();
    expect(b!.store.getState().session.user).to.deep.include({ id: 'user-2', fullName: 'Ravi Kumar' });
    expect(b!.kc().subject).to.equal('user-2');
    expect(
      b!.calls.filter((call) => call.url === '/api/profiles/me').length,
      'the new member’s data is loaded'
    ).to.be.greaterThan(1);
    close();
  });

  it('ends the session in every tab when the leading tab finds it over', async () => {
    const {
      tabs: [a, b],
      close
    } = browserTabs(2);
    await a!.controller.signIn({ mobile: '9876543210', password: 'secret1' });
    await b!.controller.restore();
    a!.kc().refreshResult = 'ended';
    await a!.tickExpiring();
    await b!.settle();
    expect(a!.ended).to.deep.equal(['expired']);
    expect(b!.ended).to.deep.equal(['otherTab']);
    expect(b!.store.getState().session.status).to.equal('signedOut');
    close();
  });
});
