import { expect } from 'chai';
import request from 'supertest';
import { createLogger, RATE_LIMITS_COLLECTION } from '@matrimony/service-kit';
import { startDeletionRecovery } from '../src/jobs/deletion-recovery';
import { startStack, type Stack } from './support/stack';
import { api, registerMember } from './support/flows';

describe('account deletion', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const deletedEventOf = (userId: string) =>
    stack.accountEvents.take(
      (e) => e.type === 'identity.user.deleted' && (e.data as { userId: string }).userId === userId
    );

  it('needs the password, then deletes the user and emits identity.user.deleted', async () => {
    const member = await registerMember(stack);
    const bearer = `Bearer ${member.tokens.access_token}`;
    const wrong = await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', bearer)
      .send({ password: 'not-it-at-all' })
      .expect(401);
    expect(wrong.body.code).to.equal('invalid_password');
    expect(await stack.identity.admin.getUser(member.userId)).to.not.equal(undefined);

    stack.advanceClock(3000); // one password check per member every 2 seconds (PASSWORD_CHECKS_PER_MEMBER_BURST)
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', bearer)
      .send({ password: member.password })
      .expect(204);
    expect(await stack.identity.admin.getUser(member.userId)).to.equal(undefined);
    await stack.relays.flush();
    await deletedEventOf(member.userId);
    // The access token is still cryptographically valid for a few minutes, but the account is gone.
    expect(
      (await request(stack.app).get(api('/me')).set('Authorization', bearer).expect(401)).body.code
    ).to.equal('token_revoked');
  });

  it('keeps none of the member’s identifiers in its deletion record or its rate limits', async () => {
    const member = await registerMember(stack);
    stack.advanceClock(3000);
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${member.tokens.access_token}`)
      .send({ password: member.password })
      .expect(204);
    await stack.relays.flush();
    await deletedEventOf(member.userId);
    const { deletions, consents } = stack.identity.stores;
    const kept = JSON.stringify([
      await deletions.model.find().lean(),
      await stack.identity.stores.registrations.model.find().lean()
    ]);
    for (const identifier of [member.userId, member.mobile, member.email])
      expect(kept, identifier).to.not.contain(identifier);
    const hits = JSON.stringify(await deletions.model.db.collection(RATE_LIMITS_COLLECTION).find().toArray());
    for (const identifier of [member.userId, member.mobile])
      expect(hits, identifier).to.not.contain(identifier);
    expect(await consents.of(member.userId)).to.equal(null);
    // The finished deletion is still found by the keyed hashes (a late ban bars the number).
    expect(
      await deletions.model.countDocuments({ state: 'done', mobileHash: { $exists: true } })
    ).to.be.at.least(1);
  });

  it('limits wrong passwords before Keycloak would lock the account, so the member can still sign in', async () => {
    const member = await registerMember(stack);
    const bearer = `Bearer ${member.tokens.access_token}`;
    const attempt = (i: number) =>
      request(stack.app)
        .delete(api('/accounts/me'))
        .set('Authorization', bearer)
        .send({ password: `wrong-guess-${i}` });
    // A second check right after a failure is refused before Keycloak sees it (Keycloak locks on quick failures).
    expect((await attempt(0)).status).to.equal(401);
    expect((await attempt(1)).status).to.equal(429);
    const statuses: number[] = [];
    for (let i = 2; i < 6; i += 1) {
      stack.advanceClock(3000);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // Keycloak's quick-login window is real time
      const res = await attempt(i);
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).to.include({ code: 'too_many_requests', title: 'Too Many Attempts' });
    }
    expect(statuses).to.deep.equal([401, 401, 429, 429]);
    const signIn = await request(stack.app)
      .post(api('/sessions'))
      .send({ mobile: member.mobile, password: member.password });
    expect(signIn.status, JSON.stringify(signIn.body)).to.equal(200);
    expect(await stack.identity.admin.getUser(member.userId)).to.not.equal(undefined);
  });

  it('finishes a deletion interrupted after the intent was recorded', async () => {
    const member = await registerMember(stack);
    await stack.identity.stores.deletions.begin(member.userId, member.mobile, stack.identity.now());
    const recovery = startDeletionRecovery(
      {
        admin: stack.identity.admin,
        stores: stack.identity.stores,
        mobileHashKey: stack.identity.config.MOBILE_HASH_KEY,
        now: stack.identity.now
      },
      createLogger({ name: 'test', level: 'silent' }),
      3_600_000
    );
    try {
      await recovery.run();
      expect(
        await stack.identity.admin.getUser(member.userId),
        'a fresh intent is left to its request'
      ).to.not.equal(undefined);
      stack.advanceClock(2 * 60_000);
      await recovery.run();
    } finally {
      await recovery.stop();
    }
    expect(await stack.identity.admin.getUser(member.userId)).to.equal(undefined);
    await stack.relays.flush();
    await deletedEventOf(member.userId);
  });
});
