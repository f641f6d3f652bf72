// Issue 17, the account side of a ban: svc-profile decides (profile.member.banned), svc-identity deletes the
// account through the member's own deletion path and bars the mobile, kept only as a keyed hash.
import { expect } from 'chai';
import request from 'supertest';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { signPhoneToken } from '../src/domain/signed-tokens';
import { startStack, type Stack } from './support/stack';
import { api, CONSENT, expectStatus, otpFor, randomMobile, registerMember, sendOtp } from './support/flows';
import { startSanctions, type Sanctions } from './support/sanctions';

describe('ban (profile.member.banned)', function () {
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

  const deletedEvents = (userId: string) =>
    stack.accountEvents.all(
      (e) => e.type === 'identity.user.deleted' && (e.data as { userId: string }).userId === userId
    );
  const secretsFor = (mobile: string) =>
    stack.secrets.all((e) => (e.data as { mobile?: string }).mobile === mobile);

  it('deletes the account once (identity.user.deleted) and keeps the mobile only as a keyed hash', async () => {
    const member = await registerMember(stack);
    const event = await sanctions.publish(
      'profile.member.banned',
      member.userId,
      new Date('2026-11-21T08:00:00.000Z')
    );
    await sanctions.republish(event);
    await sanctions.settled();

    expect(await stack.identity.admin.getUser(member.userId)).to.equal(undefined);
    expect(await deletedEvents(member.userId)).to.have.length(1);
    const barred = await stack.identity.stores.barredMobiles.model.find().lean();
    expect(barred.length).to.be.at.least(1);
    expect(JSON.stringify(barred)).to.not.contain(member.mobile);
    expect(await stack.identity.stores.suspensions.current(member.userId)).to.equal(null);
  });

  it('answers an OTP request for the barred mobile exactly as for an unknown number, and sends nothing; another number gets its code', async () => {
    const member = await registerMember(stack);
    await sanctions.publish('profile.member.banned', member.userId, new Date('2026-11-21T08:00:00.000Z'));
    await sanctions.settled();
    const before = (await secretsFor(member.mobile)).length;

    const barred = expectStatus(await sendOtp(stack.app, member.mobile), 202);
    const unknownMobile = randomMobile();
    const unknown = expectStatus(await sendOtp(stack.app, unknownMobile), 202);
    expectContract(identityApi.routes.sendOtp, barred);
    expectContract(identityApi.routes.sendOtp, unknown);
    expect(Object.keys(barred.body)).to.deep.equal(Object.keys(unknown.body));
    expect(barred.headers['content-type']).to.equal(unknown.headers['content-type']);
    // The unknown number's code is published after anything the barred number's request published: read up to it.
    expect(await otpFor(stack, unknownMobile)).to.match(/^\d{6}$/);
    expect(await secretsFor(member.mobile)).to.have.length(before);
    // The resend cooldown applies to both alike.
    expect((await sendOtp(stack.app, member.mobile)).status).to.equal(
      (await sendOtp(stack.app, unknownMobile)).status
    );

    // A phone token for the number issued before the ban registers nothing.
    const phoneToken = signPhoneToken(stack.identity.config.IDENTITY_TOKEN_SECRET, member.mobile);
    const res = await request(stack.app)
      .post(api('/accounts'))
      .send({
        phoneToken,
        email: `again-${member.mobile}@example.in`,
        password: `Kerala-${member.mobile}-2`,
        fullName: 'Anjali Menon',
        ...CONSENT
      });
    expectProblem(identityApi.routes.register, res, 'phone_token_invalid');
  });

  it('bars the mobile of a member who deleted the account before the ban was handled', async () => {
    const member = await registerMember(stack);
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${member.tokens.access_token}`)
      .send({ password: member.password })
      .expect(204);
    await sanctions.publish('profile.member.banned', member.userId, new Date('2026-11-21T08:00:00.000Z'));
    await sanctions.settled();

    expect(await deletedEvents(member.userId)).to.have.length(1);
    expectStatus(await sendOtp(stack.app, member.mobile), 202);
    const other = randomMobile();
    expectStatus(await sendOtp(stack.app, other), 202);
    await otpFor(stack, other);
    expect(await secretsFor(member.mobile)).to.have.length(0);
  });
});
