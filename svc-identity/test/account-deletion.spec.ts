import { expect } from 'chai';
import request from 'supertest';
import { createLogger } from '@matrimony/service-kit';
import { startDeletionRecovery } from '../src/events/account-deletion';
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

  const deletedEventOf = (userId: string) => stack.accountEvents.take((e) => e.type === 'identity.user.deleted' && (e.data as { userId: string }).userId === userId);

  it('needs the password, then deletes the user and emits identity.user.deleted', async () => {
    const member = await registerMember(stack);
    const bearer = `Bearer ${member.tokens.access_token}`;
    const wrong = await request(stack.app).delete(api('/accounts/me')).set('Authorization', bearer).send({ password: 'not-it-at-all' }).expect(401);
    expect(wrong.body.code).to.equal('invalid-password');
    expect(await stack.identity.admin.getUser(member.userId)).to.not.equal(undefined);

    await request(stack.app).delete(api('/accounts/me')).set('Authorization', bearer).send({ password: member.password }).expect(204);
    expect(await stack.identity.admin.getUser(member.userId)).to.equal(undefined);
    await stack.relays.flush();
    await deletedEventOf(member.userId);
    // The access token is still cryptographically valid for a few minutes, but the account is gone.
    expect((await request(stack.app).get(api('/me')).set('Authorization', bearer).expect(404)).body.code).to.equal('account-not-found');
  });

  it('finishes a deletion interrupted after the intent was recorded', async () => {
    const member = await registerMember(stack);
    await stack.identity.stores.deletions.begin(member.userId, member.mobile, stack.identity.now());
    const recovery = startDeletionRecovery(stack.identity.admin, stack.identity.stores, createLogger({ name: 'test', level: 'silent' }), stack.identity.now, 3_600_000);
    try {
      await recovery.run();
      expect(await stack.identity.admin.getUser(member.userId), 'a fresh intent is left to its request').to.not.equal(undefined);
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
