// A token outlives its account unless services refuse it.
import { expect } from 'chai';
import {
  createRevokedMembers,
  createTestIssuer,
  createTokenVerifier,
  DELETED_REVOCATION_KEEP_MS,
  REVOCATION_CACHE_MS,
  TokenError,
  type TestIssuer
} from '../src/index';
import { type Connection } from 'mongoose';
import { embeddedMongo } from './support/mongo';

describe('revoked members', () => {
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
    const verifier = createTokenVerifier({
      jwksUri: issuer.jwksUri,
      issuer: issuer.issuer,
      allowedAzp: issuer.allowedAzp,
      isRevoked: revoked.isRevoked
    });
    const token = issuer.sign({ sub: 'member-gone' });
    expect((await verifier.verify(token)).userId).to.equal('member-gone');
    await revoked.revoke('member-gone', 'deleted', new Date());
    const error = await verifier.verify(token).then(
      () => undefined,
      (e: unknown) => e
    );
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

  it('orders a suspension and its lifting by their time, whichever arrives first, and never lifts a deletion', async () => {
    const members = createRevokedMembers(connection);
    const suspendedAt = new Date('2026-11-21T08:00:00.000Z');
    const reinstatedAt = new Date('2026-11-21T09:00:00.000Z');
    // The lifting is consumed before the suspension it lifts: the late suspension changes nothing.
    await members.restore('member-late', reinstatedAt);
    await members.revoke('member-late', 'suspended', suspendedAt);
    expect(await members.isRevoked('member-late')).to.equal(false);
    // In order, and each repeated (redelivery): suspended, then not.
    await members.revoke('member-ordered', 'suspended', suspendedAt);
    await members.revoke('member-ordered', 'suspended', suspendedAt);
    expect(await members.isRevoked('member-ordered')).to.equal(true);
    await members.restore('member-ordered', reinstatedAt);
    await members.restore('member-ordered', reinstatedAt);
    expect(await members.isRevoked('member-ordered')).to.equal(false);
    // Suspended again later: refused again.
    await members.revoke('member-ordered', 'suspended', new Date('2026-11-22T08:00:00.000Z'));
    expect(await members.isRevoked('member-ordered')).to.equal(true);
    // A deleted account stays refused, whatever suspension news comes after.
    await members.revoke('member-erased', 'deleted', suspendedAt);
    await members.revoke('member-erased', 'suspended', reinstatedAt);
    await members.restore('member-erased', new Date('2026-11-23T08:00:00.000Z'));
    await members.restore('member-erased');
    expect(await members.isRevoked('member-erased')).to.equal(true);
    expect(
      await members.model.countDocuments({ reason: 'deleted', _id: { $regex: '^deleted:' } })
    ).to.be.at.least(1);
  });

  it('keeps no deleted member’s id in clear, and lets the record go a day after the deletion (access tokens live minutes)', async () => {
    const members = createRevokedMembers(connection);
    const userId = 'member-gone-for-good';
    const at = new Date('2026-11-21T08:00:00.000Z');
    await members.revoke(userId, 'suspended', at);
    await members.revoke(userId, 'deleted', new Date(at.getTime() + 1000));
    // Repeated (redelivery), and a suspension arriving late: still nothing under the id.
    await members.revoke(userId, 'deleted', new Date(at.getTime() + 1000));
    await members.revoke(userId, 'suspended', new Date(at.getTime() + 2000));
    expect(await createRevokedMembers(connection).isRevoked(userId)).to.equal(true);
    const docs = await members.model.find({}).lean();
    expect(JSON.stringify(docs)).to.not.contain(userId);
    const record = docs.find((doc) => doc.reason === 'deleted' && doc.at.getTime() === at.getTime() + 1000);
    expect(record!.expireAt!.getTime() - record!.at.getTime()).to.equal(DELETED_REVOCATION_KEEP_MS);
  });
});
