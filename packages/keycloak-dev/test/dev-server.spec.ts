import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { expect } from 'chai';
import { DEFAULT_REALM_FILE, DEV_PLACEHOLDERS, startKeycloakDev } from '../src/index';
import { substitutePlaceholders } from '../src/realm';
import { claimsOf, createMember, passwordGrant, postForm, refreshGrant, type Target } from './support/target';

function targetFor(url: string, svcSecret = 'dev-svc-identity-secret'): Target {
  return {
    url,
    realm: 'matrimony',
    svcSecret,
    sessionsSecret: DEV_PLACEHOLDERS.KEYCLOAK_SESSIONS_CLIENT_SECRET!,
    local: true,
    tokenUrl: `${url}/realms/matrimony/protocol/openid-connect/token`,
    adminUrl: `${url}/admin/realms/matrimony`
  };
}

/** Behaviour of this package's own server (options, persistence): not part of the Keycloak contract. */
describe('startKeycloakDev', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keycloak-dev-own-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps keys, users and sessions in dataDir across a restart', async () => {
    const first = await startKeycloakDev({ dataDir });
    const member = await createMember(targetFor(first.url));
    const certs = await (await fetch(`${first.url}/realms/matrimony/protocol/openid-connect/certs`)).json();
    await first.stop();

    const second = await startKeycloakDev({ dataDir });
    try {
      const again = await (
        await fetch(`${second.url}/realms/matrimony/protocol/openid-connect/certs`)
      ).json();
      expect(again).to.deep.equal(certs);
      expect((await passwordGrant(targetFor(second.url), member.username, member.password)).status).to.equal(
        200
      );
    } finally {
      await second.stop();
    }
    const stored = JSON.parse(await readFile(path.join(dataDir, 'realm-matrimony.json'), 'utf8')) as {
      users: { passwordHash?: string }[];
    };
    const hashes = stored.users.map((u) => u.passwordHash).filter(Boolean);
    expect(hashes).to.have.length(1);
    expect(hashes[0]).to.match(/^\$argon2id\$/);
  });

  // Without publicUrl the issuer follows the (new, random) port, so only a pinned issuer lets a session outlive a restart.
  it('with publicUrl, issues tokens with the public issuer however it is reached, and refreshes them after a restart', async () => {
    const first = await startKeycloakDev({ dataDir, publicUrl: 'http://localhost:8080' });
    expect(first.issuer).to.equal('http://localhost:8080/auth/realms/matrimony');
    const member = await createMember(targetFor(first.url));
    const { body } = await passwordGrant(targetFor(first.url), member.username, member.password);
    expect(claimsOf(body.access_token).iss).to.equal('http://localhost:8080/auth/realms/matrimony');
    await first.stop();

    const second = await startKeycloakDev({ dataDir, publicUrl: 'http://localhost:8080/auth' });
    try {
      expect((await refreshGrant(targetFor(second.url), String(body.refresh_token))).status).to.equal(200);
    } finally {
      await second.stop();
    }
  });

  it('takes the svc-identity secret from env instead of the development default', async () => {
    const server = await startKeycloakDev({ env: { KEYCLOAK_SVC_IDENTITY_SECRET: 'from-the-environment' } });
    try {
      const token = (secret: string) =>
        postForm(targetFor(server.url).tokenUrl, {
          grant_type: 'client_credentials',
          client_id: 'svc-identity',
          client_secret: secret
        });
      expect((await token('dev-svc-identity-secret')).status).to.equal(401);
      expect((await token('from-the-environment')).status).to.equal(200);
    } finally {
      await server.stop();
    }
  });

  it('serves under another basePath and answers unknown realms with 404', async () => {
    const server = await startKeycloakDev({ basePath: '/kc' });
    try {
      expect(server.url).to.match(/\/kc$/);
      const known = await fetch(`${server.url}/realms/matrimony/.well-known/openid-configuration`);
      expect(known.status).to.equal(200);
      const unknown = await fetch(`${server.url}/realms/other/.well-known/openid-configuration`);
      expect(unknown.status).to.equal(404);
      expect(await unknown.json()).to.deep.equal({ error: 'Realm does not exist' });
    } finally {
      await server.stop();
    }
  });

  it('expires access tokens after accessTokenLifespan: the admin client must auth() again', async () => {
    const file = path.join(dataDir, 'short-lived.json');
    const realm = JSON.parse(await readFile(DEFAULT_REALM_FILE, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...realm, accessTokenLifespan: 1 }));
    // A clock the test moves: the token's second passes only when the test says so, however slow the machine.
    let clockMs = Date.now();
    const server = await startKeycloakDev({ realmFile: file, now: () => clockMs });
    try {
      const admin = new KcAdminClient({ baseUrl: server.url, realmName: 'matrimony' });
      const credentials = {
        grantType: 'client_credentials' as const,
        clientId: 'svc-identity',
        clientSecret: 'dev-svc-identity-secret'
      };
      await admin.auth(credentials);
      expect(await admin.users.find({ max: 1 })).to.be.an('array');
      clockMs += 2100;
      let failure: unknown;
      await admin.users.find({ max: 1 }).catch((error: unknown) => (failure = error));
      expect((failure as { response?: { status?: number } }).response?.status).to.equal(401);
      await admin.auth(credentials);
      expect(await admin.users.find({ max: 1 })).to.be.an('array');
    } finally {
      await server.stop();
    }
  });

  it('refuses a realm file with a placeholder nobody set', async () => {
    const file = path.join(dataDir, 'realm.json');
    const text = await readFile(DEFAULT_REALM_FILE, 'utf8');
    await writeFile(
      file,
      text.replace('"displayName": "Matrimony"', '"displayName": "${UNSET_PLACEHOLDER}"')
    );
    let failure: unknown;
    await startKeycloakDev({ realmFile: file }).catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('UNSET_PLACEHOLDER');
    expect(substitutePlaceholders('a ${X} b', { X: 'y' })).to.equal('a y b');
  });
});
