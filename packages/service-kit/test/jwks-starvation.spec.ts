// Junk bearer tokens with random `kid`s must not make valid tokens fail.
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { createTestIssuer, createTokenVerifier, type TestIssuer } from '../src/index';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const junkToken = () => `${b64({ alg: 'RS256', typ: 'JWT', kid: randomUUID() })}.${b64({ sub: 'x' })}.c2ln`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('token verifier under junk key ids', () => {
  let issuer: TestIssuer;

  beforeEach(async () => {
    issuer = await createTestIssuer();
  });
  afterEach(() => issuer.close());

  it('a flood of unknown kids costs at most one JWKS fetch per interval', async () => {
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp
    });
    await verifier.verify(issuer.sign());
    const before = issuer.jwksRequests;
    await Promise.allSettled(Array.from({ length: 50 }, () => verifier.verify(junkToken())));
    expect(issuer.jwksRequests - before).to.be.at.most(1);
  });

  it('junk kids do not stop a rotated key from being picked up', async () => {
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp,
      unknownKidRefetchIntervalMs: 100
    });
    await verifier.verify(issuer.sign());
    for (let i = 0; i < 30; i += 1) await verifier.verify(junkToken()).catch(() => undefined);
    await sleep(150);
    issuer.rotate({ dropOld: true });
    const auth = await verifier.verify(issuer.sign({ sub: 'after-rotation' }));
    expect(auth.userId).to.equal('after-rotation');
  });

  it('keeps the last good key set past its age while the JWKS endpoint is down', async () => {
    const failures: string[] = [];
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp,
      keySetRefreshAfterMs: 20,
      onJwksFetchFailed: (error) => failures.push(error.message)
    });
    // A new token each time: a verified token is remembered and would not consult the key set again.
    const tokens = Array.from({ length: 4 }, () => issuer.sign({ sub: 'still-valid' }));
    await verifier.verify(tokens[0]!);
    await issuer.close();
    await sleep(50);
    for (let i = 1; i <= 3; i += 1) {
      expect((await verifier.verify(tokens[i]!)).userId).to.equal('still-valid');
      await sleep(30);
    }
    expect(failures.length, 'the background refresh was tried and failed').to.be.greaterThan(0);
    issuer = await createTestIssuer(); // afterEach closes one
  });

  it('refreshes an aged key set in the background without delaying the request', async () => {
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp,
      keySetRefreshAfterMs: 20
    });
    await verifier.verify(issuer.sign());
    const before = issuer.jwksRequests;
    await sleep(40);
    await verifier.verify(issuer.sign());
    await sleep(50);
    expect(issuer.jwksRequests).to.equal(before + 1);
  });
});
