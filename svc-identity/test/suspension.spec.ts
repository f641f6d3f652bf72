// Issue 17, the account side of a suspension: svc-profile decides (profile.member.suspended / .reinstated),
// svc-identity disables or enables the Keycloak user, ends the sessions and tells the other services.
import { expect } from 'chai';
import request from 'supertest';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { startStack, type Stack } from './support/stack';
import { api, refreshLikeKeycloakJs, registerMember, type Member } from './support/flows';
import { startSanctions, type Sanctions } from './support/sanctions';

const { signIn } = identityApi.routes;

describe('suspension (profile.member.suspended / .reinstated)', function () {
  let stack: Stack;
  let sanctions: Sanctions;
  before(async () => {
    stack = await startStack();
    sanctions = await startSanctions(stack);
  });
  after(async () => {
    await sanctions?.stop();
    await stack?.stop();
  });

  const signInAs = (member: Member) =>
    request(stack.app).post(api('/sessions')).send({ mobile: member.mobile, password: member.password });
  const expectSessionEnded = async (member: Member) => {
    const refresh = await refreshLikeKeycloakJs(stack, member.tokens.refresh_token);
    expect(refresh.status).to.equal(400);
    expect(refresh.body).to.include({ code: 'session_not_active', title: 'Session Expired' });
  };
  const announced = async (type: string, userId: string) =>
    stack.accountEvents.all((e) => e.type === type && (e.data as { userId: string }).userId === userId);

  it('disables the account and ends its sessions: sign-in is refused with account_suspended, refresh too; identity.user.suspended once', async () => {
    const member = await registerMember(stack);
    const at = new Date('2026-11-21T08:00:00.000Z');
    const event = await sanctions.publish('profile.member.suspended', member.userId, at);
    await sanctions.republish(event);
    await sanctions.settled();

    expect(await stack.identity.admin.getUser(member.userId)).to.include({ enabled: false });
    const refused = expectProblem(signIn, await signInAs(member).expect(403), 'account_suspended');
    expect(refused).to.include({
      title: 'Account Suspended',
      detail: 'Your account is suspended. Write to us through Help & Support if you think this is a mistake.'
    });
    // The session the member had is over: keycloak-js's refresh is refused.
    await expectSessionEnded(member);
    const suspended = await announced('identity.user.suspended', member.userId);
    expect(suspended.map((e) => e.data)).to.deep.equal([{ userId: member.userId, at: at.toISOString() }]);
    // A wrong password is still the one neutral answer for other numbers.
    const other = await registerMember(stack);
    expectProblem(
      signIn,
      await signInAs({ ...other, password: 'not-the-password' }).expect(401),
      'invalid_credentials'
    );
  });

  it('enables it again when the suspension is lifted: sign-in works, the old sessions stay ended; identity.user.reinstated once', async () => {
    const member = await registerMember(stack);
    await sanctions.publish('profile.member.suspended', member.userId, new Date('2026-11-21T08:00:00.000Z'));
    await sanctions.settled();
    expect(await stack.identity.admin.getUser(member.userId)).to.include({ enabled: false });

    const lifted = await sanctions.publish(
      'profile.member.reinstated',
      member.userId,
      new Date('2026-11-22T08:00:00.000Z')
    );
    await sanctions.republish(lifted);
    await sanctions.settled();

    expect(await stack.identity.admin.getUser(member.userId)).to.include({ enabled: true });
    expectContract(signIn, await signInAs(member).expect(200));
    await expectSessionEnded(member);
    expect((await announced('identity.user.reinstated', member.userId)).map((e) => e.data)).to.deep.equal([
      { userId: member.userId, at: '2026-11-22T08:00:00.000Z' }
    ]);
    expect(await announced('identity.user.suspended', member.userId)).to.have.length(1);
  });

  it('applies the newer decision when the lifting is consumed before the suspension it lifts', async () => {
    const member = await registerMember(stack);
    await sanctions.publish('profile.member.reinstated', member.userId, new Date('2026-11-22T08:00:00.000Z'));
    await sanctions.settled();
    await sanctions.publish('profile.member.suspended', member.userId, new Date('2026-11-21T08:00:00.000Z'));
    await sanctions.settled();

    expect(await stack.identity.admin.getUser(member.userId)).to.include({ enabled: true });
    expectContract(signIn, await signInAs(member).expect(200));
    expect(await announced('identity.user.suspended', member.userId)).to.have.length(0);
  });

  it('does nothing for an account that no longer exists', async () => {
    const member = await registerMember(stack);
    await stack.identity.admin.deleteUser(member.userId);
    await sanctions.publish('profile.member.suspended', member.userId, new Date('2026-11-21T08:00:00.000Z'));
    await sanctions.settled();
    expect(await announced('identity.user.suspended', member.userId)).to.have.length(0);
    expect(await stack.identity.stores.suspensions.current(member.userId)).to.equal(null);
  });
});
