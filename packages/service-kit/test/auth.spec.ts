import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  createServiceApp,
  createTestIssuer,
  createTokenVerifier,
  requireAuth,
  requireRole,
  TokenError,
  type TestIssuer,
  type TokenVerifier
} from '../src/index';
import { captureLogger } from './support/log-capture';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function rejection(verifier: TokenVerifier, token: string): Promise<TokenError> {
  try {
    await verifier.verify(token);
  } catch (err) {
    expect(err).to.be.instanceOf(TokenError);
    return err as TokenError;
  }
  throw new Error('token was accepted');
}

describe('token verifier', () => {
  let issuer: TestIssuer;
  let verifier: TokenVerifier;

  before(async () => {
    issuer = await createTestIssuer();
  });
  beforeEach(() => {
    verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp
    });
  });
  after(() => issuer.close());

  it('accepts a valid RS256 access token and exposes user id and roles', async () => {
    const auth = await verifier.verify(
      issuer.sign({ sub: 'user-1', realm_access: { roles: ['member', 'admin'] } })
    );
    expect(auth.userId).to.equal('user-1');
    expect(auth.roles).to.deep.equal(['member', 'admin']);
    expect(auth.claims.azp).to.equal('matrimony-sessions');
  });

  it('rejects alg:none', async () => {
    const claims = JSON.parse(
      Buffer.from(issuer.sign({ sub: 'u' }).split('.')[1]!, 'base64url').toString()
    ) as object;
    const token = `${b64({ alg: 'none', typ: 'JWT', kid: issuer.kid })}.${b64(claims)}.`;
    expect((await rejection(verifier, token)).code).to.equal('token_invalid');
  });

  it('rejects an HS256 token signed with the public key', async () => {
    const claims = JSON.parse(
      Buffer.from(issuer.sign({ sub: 'u' }).split('.')[1]!, 'base64url').toString()
    ) as object;
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT', kid: issuer.kid })}.${b64(claims)}`;
    const signature = createHmac('sha256', issuer.publicKeyPem).update(unsigned).digest('base64url');
    expect((await rejection(verifier, `${unsigned}.${signature}`)).message).to.contain('HS256');
  });

  it('rejects a wrong issuer', async () => {
    const err = await rejection(verifier, issuer.sign({ iss: 'http://evil.example/realms/matrimony' }));
    expect(err.message).to.contain('issuer');
  });

  it('rejects a token for another client (azp)', async () => {
    const err = await rejection(verifier, issuer.sign({ azp: 'some-other-client' }));
    expect(err.message).to.contain('some-other-client');
  });

  it('rejects an expired token (beyond the clock leeway)', async () => {
    expect((await rejection(verifier, issuer.sign({}, { expiresInSec: -60 }))).code).to.equal(
      'token_expired'
    );
  });

  it('accepts a token expired by less than the clock leeway', async () => {
    const auth = await verifier.verify(issuer.sign({ sub: 'u2' }, { expiresInSec: -2 }));
    expect(auth.userId).to.equal('u2');
  });

  it('rejects a token signed by an unknown kid', async () => {
    const err = await rejection(verifier, issuer.sign({}, { unpublishedKey: true }));
    expect(err.message).to.contain('unknown signing key');
  });

  it('rejects refresh and ID tokens', async () => {
    expect((await rejection(verifier, issuer.sign({ typ: 'Refresh' }))).message).to.contain('Refresh');
  });

  it('picks up a rotated key by refetching the JWKS, and caches known keys', async () => {
    await verifier.verify(issuer.sign());
    const fetchesBefore = issuer.jwksRequests;
    await verifier.verify(issuer.sign());
    expect(issuer.jwksRequests, 'known kid is served from cache').to.equal(fetchesBefore);
    issuer.rotate();
    const auth = await verifier.verify(issuer.sign({ sub: 'after-rotation' }));
    expect(auth.userId).to.equal('after-rotation');
    expect(issuer.jwksRequests).to.equal(fetchesBefore + 1);
  });
  it('remembers a verified token until it expires (even after its key leaves the set), and asks on every use whether the member was revoked', async () => {
    const revoked = new Set<string>();
    // A clock the test moves: the token's two seconds pass only when the test says so, however slow the machine.
    let clockMs = Date.now();
    const now = () => clockMs;
    const options = {
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp,
      clockToleranceSec: 0,
      keySetRefreshAfterMs: 0,
      unknownKidRefetchIntervalMs: 0,
      now
    };
    const remembering = createTokenVerifier({ ...options, isRevoked: async (userId) => revoked.has(userId) });
    const forgetful = createTokenVerifier({ ...options, verifiedTokenCacheSize: 0 });
    const token = issuer.sign({ sub: 'cached' }, { expiresInSec: 2 });
    await remembering.verify(token);
    await forgetful.verify(token);
    issuer.rotate({ dropOld: true });
    // Each verifier refetches the key set in the background on its next look-up; the second look-up sees it.
    for (let use = 0; use < 2; use += 1) {
      expect((await remembering.verify(token)).userId).to.equal('cached');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The forgetful verifier's background refetch ends when it ends: look until it has (a busy machine may take a while).
    let checkedAgain: unknown;
    for (let look = 0; look < 200 && !checkedAgain; look += 1) {
      checkedAgain = await forgetful.verify(token).then(
        () => undefined,
        (err: unknown) => err
      );
      if (!checkedAgain) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(checkedAgain).to.be.instanceOf(TokenError);
    expect((checkedAgain as TokenError).message, 'without the cache the token is checked again').to.contain(
      'unknown signing key'
    );

    revoked.add('cached');
    expect((await rejection(remembering, token)).code).to.equal('token_revoked');
    expect(
      (await remembering.verify(token, { evenIfRevoked: true })).userId,
      'signing out is let through'
    ).to.equal('cached');
    revoked.delete('cached');
    clockMs += 2100;
    expect((await rejection(remembering, token)).code, 'a remembered token expires like any other').to.equal(
      'token_expired'
    );
  });
});

describe('requireAuth and requireRole', () => {
  let issuer: TestIssuer;
  let app: ReturnType<typeof createServiceApp>;

  before(async () => {
    issuer = await createTestIssuer();
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp
    });
    app = createServiceApp({
      name: 'svc-test',
      basePath: '/api/test',
      logger: captureLogger().logger,
      routes(router) {
        router.get('/me', requireAuth(verifier), (req, res) => {
          res.json({ userId: req.auth?.userId, roles: req.auth?.roles });
        });
        router.get('/admin', requireAuth(verifier), requireRole('admin'), (_req, res) => {
          res.json({ ok: true });
        });
      }
    });
  });
  after(() => issuer.close());

  it('answers 401 problem+json without a token', async () => {
    const res = await request(app).get('/api/test/me').expect(401);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    expect(res.headers['www-authenticate']).to.equal('Bearer');
    expect(res.body).to.include({ code: 'token_missing', detail: 'Please sign in to continue.' });
  });

  it('answers 401 token_expired for an expired token', async () => {
    const res = await request(app)
      .get('/api/test/me')
      .set('Authorization', `Bearer ${issuer.sign({}, { expiresInSec: -120 })}`)
      .expect(401);
    expect(res.body).to.include({
      code: 'token_expired',
      detail: 'Your session has expired. Please sign in again.'
    });
  });

  it('sets req.auth for a valid token', async () => {
    const res = await request(app)
      .get('/api/test/me')
      .set('Authorization', `Bearer ${issuer.sign({ sub: 'user-7' })}`)
      .expect(200);
    expect(res.body).to.deep.equal({ userId: 'user-7', roles: ['member'] });
  });

  it('answers 403 when the role is missing and lets an admin through', async () => {
    const denied = await request(app)
      .get('/api/test/admin')
      .set('Authorization', `Bearer ${issuer.sign()}`)
      .expect(403);
    expect(denied.body).to.include({ code: 'forbidden', detail: 'You do not have permission to do this.' });
    await request(app)
      .get('/api/test/admin')
      .set('Authorization', `Bearer ${issuer.sign({ realm_access: { roles: ['member', 'admin'] } })}`)
      .expect(200, { ok: true });
  });
});
