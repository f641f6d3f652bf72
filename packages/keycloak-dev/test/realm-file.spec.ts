import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { activeSession, nowSeconds, type KeycloakContext } from '../src/context';
import { DEFAULT_REALM_FILE, loadRealm } from '../src/realm';
import { Store } from '../src/store';

/** deploy/keycloak/realm-matrimony.json: the settings the platform relies on, for production Keycloak as much as for us. */
describe('realm file deploy/keycloak/realm-matrimony.json', () => {
  let raw: Record<string, unknown> & { clients: Record<string, unknown>[] };

  before(async () => {
    raw = JSON.parse(await readFile(DEFAULT_REALM_FILE, 'utf8')) as typeof raw;
  });

  const client = (id: string) => raw.clients.find((c) => c.clientId === id)!;

  it('is realm matrimony with the lifetimes, brute-force protection and password policy asked for', () => {
    expect(raw).to.include({
      realm: 'matrimony',
      enabled: true,
      accessTokenLifespan: 300,
      ssoSessionIdleTimeout: 1800,
      ssoSessionMaxLifespan: 36000,
      bruteForceProtected: true
    });
    expect(raw.failureFactor).to.be.a('number');
    expect(String(raw.passwordPolicy)).to.match(/(^| )length\((\d+)\)/);
    expect(Number(/length\((\d+)\)/.exec(String(raw.passwordPolicy))![1])).to.be.at.least(6);
  });

  it('has a public SPA client without direct access grants, with PKCE S256 and explicit web origins', () => {
    const spa = client('matrimony-web');
    // Passwords are checked only through svc-identity, behind its limits.
    expect(spa).to.include({ publicClient: true, directAccessGrantsEnabled: false });
    expect(spa.attributes).to.include({ 'pkce.code.challenge.method': 'S256' });
    // Only the site's own public URL: development origins come from the development value of that
    // placeholder, never from the production realm.
    expect(spa.webOrigins).to.deep.equal(['${MATRIMONY_PUBLIC_URL}']);
  });

  it('has a confidential sessions client for the password grant, whose secret is a placeholder', () => {
    const sessions = client('matrimony-sessions');
    expect(sessions).to.include({
      publicClient: false,
      directAccessGrantsEnabled: true,
      standardFlowEnabled: false,
      serviceAccountsEnabled: false,
      secret: '${KEYCLOAK_SESSIONS_CLIENT_SECRET}'
    });
    expect((sessions.protocolMappers as { name: string }[]).map((mapper) => mapper.name)).to.deep.equal([
      'phone'
    ]);
  });

  it('rotates refresh tokens: each works once', () => {
    expect(raw).to.include({ revokeRefreshToken: true, refreshTokenMaxReuse: 0 });
  });

  it('has a confidential svc-identity client whose secret is a placeholder, never a value', () => {
    const svc = client('svc-identity');
    expect(svc).to.include({
      publicClient: false,
      serviceAccountsEnabled: true,
      secret: '${KEYCLOAK_SVC_IDENTITY_SECRET}'
    });
    const serviceAccount = (
      raw.users as { serviceAccountClientId?: string; clientRoles: Record<string, string[]> }[]
    ).find((u) => u.serviceAccountClientId === 'svc-identity');
    expect(serviceAccount?.clientRoles['realm-management']).to.have.members([
      'manage-users',
      'view-users',
      'view-realm'
    ]);
    for (const c of raw.clients) if ('secret' in c) expect(String(c.secret)).to.match(/^\$\{[A-Z_]+\}$/);
  });

  it('declares phone and phone_verified in the user profile and requires none of email, firstName, lastName', async () => {
    const realm = await loadRealm(DEFAULT_REALM_FILE, {});
    const names = realm.userProfile.map((a) => a.name);
    expect(names).to.include.members(['phone', 'phone_verified', 'email', 'firstName', 'lastName']);
    for (const name of ['email', 'firstName', 'lastName']) {
      expect(realm.userProfile.find((a) => a.name === name)?.required, name).to.equal(undefined);
    }
  });

  it('makes member the default realm role and defines admin', async () => {
    const realm = await loadRealm(DEFAULT_REALM_FILE, {});
    const defaultRole = realm.roles.realm.find((r) => r.name === realm.defaultRole?.name);
    expect(defaultRole?.composites?.realm).to.include('member');
    expect(realm.roles.realm.map((r) => r.name)).to.include('admin');
  });
});

describe('session lifetimes', () => {
  it('ends a session after the SSO idle time or the SSO maximum, whichever comes first', async () => {
    const realm = await loadRealm(DEFAULT_REALM_FILE, {});
    const store = await Store.open(undefined, realm);
    const ctx = { realm, store, now: Date.now } as KeycloakContext;
    const now = nowSeconds(ctx);
    const session = (id: string, started: number, lastRefresh: number) =>
      store.sessions.set(id, {
        id,
        userId: 'u',
        clientId: 'matrimony-web',
        scope: 'openid',
        started,
        lastRefresh
      });
    session('fresh', now - 60, now - 60);
    session('idle', now - 1801, now - 1801);
    session('refreshed', now - 3600, now - 100);
    session('too-old', now - 36001, now - 10);
    expect(activeSession(ctx, 'fresh')?.id).to.equal('fresh');
    expect(activeSession(ctx, 'idle')).to.equal(undefined);
    expect(activeSession(ctx, 'refreshed')?.id).to.equal('refreshed');
    expect(activeSession(ctx, 'too-old')).to.equal(undefined);
    expect(activeSession(ctx, undefined)).to.equal(undefined);
  });
});
