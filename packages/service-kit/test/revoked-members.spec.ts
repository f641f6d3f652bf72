// Security review finding 8: a token outlives its account unless services refuse it.
import { expect } from 'chai';
import { createRevokedMembers, createTestIssuer, createTokenVerifier, REVOCATION_CACHE_MS, TokenError, type TestIssuer } from '../src/index';
import { type Connection } from 'mongoose';
import { embeddedMongo } from './support/mongo';

describe('revoked members (review finding 8)', () => {
  let issuer: TestIssuer;
  let connection: Connection;
  before(async () => {
    issuer = await createTestIssuer();
    connection = await embeddedMongo('revoked');
  });
  after(async () => {
    await issuer.close();
    await connection.close();
  });

  it('the verifier refuses a valid token of a revoked member with token_revoked', async () => {
    const clock = { now: 0 };
    const revoked = createRevokedMembers(connection, () => clock.now);
    const verifier = createTokenVerifier({ jwksUri: issuer.jwksUri, issuer: issuer.issuer, allowedAzp: issuer.allowedAzp, isRevoked: revoked.isRevoked });
    const token = issuer.sign({ sub: 'member-gone' });
    expect((await verifier.verify(token)).userId).to.equal('member-gone');
    await revoked.revoke('member-gone', 'deleted', new Date());
    const error = await verifier.verify(token).then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(TokenError);
    expect((error as TokenError).code).to.equal('token_revoked');
  });

  it('another replica sees a revocation within the cache time', async () => {
    const clock = { now: 0 };
    const replicaA = createRevokedMembers(connection, () => clock.now);
    const replicaB = createRevokedMembers(connection, () => clock.now);
    expect(await replicaB.isRevoked('member-suspended')).to.equal(false);
    await replicaA.revoke('member-suspended', 'suspended', new Date());
    clock.now += REVOCATION_CACHE_MS + 1;
    expect(await replicaB.isRevoked('member-suspended')).to.equal(true);
    await replicaA.restore('member-suspended');
    expect(await replicaA.isRevoked('member-suspended')).to.equal(false);
  });
});
