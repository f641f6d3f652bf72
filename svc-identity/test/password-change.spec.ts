import { expect } from 'chai';
import request from 'supertest';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES, SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { startStack, type Stack } from './support/stack';
import { api, randomIp, refreshLikeKeycloakJs, registerMember, type Member } from './support/flows';

const route = identityApi.routes.changePassword;
const MISSING = SIGNUP_MESSAGES.missingInformation.description;
/** A wrong password, then Keycloak's quick-login window (real time) and the burst limit (the service's clock) pass. */
const QUICK_LOGIN_WINDOW_MS = 1100;

describe('changing the password (POST /password)', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const change = (member: Member | undefined, body: object, ip = randomIp()) => {
    const req = request(stack.app).post(api('/password')).set('X-Forwarded-For', ip);
    return (member ? req.set('Authorization', `Bearer ${member.tokens.access_token}`) : req).send(body);
  };
  const signIn = (member: Member, password: string) =>
    request(stack.app)
      .post(api('/sessions'))
      .set('X-Forwarded-For', randomIp())
      .send({ mobile: member.mobile, password });
  const passwordChangedEvents = async (member: Member) => {
    await stack.relays.flush();
    return stack.accountEvents.all(
      (e) =>
        e.type === 'identity.user.password-changed' && (e.data as { userId: string }).userId === member.userId
    );
  };
  /** Lets the next password check through the burst limit and Keycloak's quick-login check. */
  const nextCheck = async () => {
    stack.advanceClock(3000);
    await new Promise((resolve) => setTimeout(resolve, QUICK_LOGIN_WINDOW_MS));
  };

  it('is for signed-in members only', async () => {
    const member = await registerMember(stack);
    const anonymous = await change(undefined, {
      currentPassword: member.password,
      newPassword: `Pune-${member.mobile}-new`
    });
    expect(anonymous.status).to.equal(401);
    expectProblem(route, anonymous, 'token_missing');
    await signIn(member, member.password).expect(200);
  });

  it('answers a bad body with the field messages of the contract, and changes nothing', async () => {
    const member = await registerMember(stack);
    const empty = expectProblem(route, await change(member, {}).expect(400), 'validation_failed');
    expect(empty.errors).to.deep.equal({ currentPassword: MISSING, newPassword: MISSING });

    const short = expectProblem(
      route,
      await change(member, { currentPassword: member.password, newPassword: 'abc' }).expect(400),
      'validation_failed'
    );
    expect(short.errors).to.deep.equal({ newPassword: PASSWORD_RESET_MESSAGES.passwordTooShort.description });

    const same = expectProblem(
      route,
      await change(member, { currentPassword: member.password, newPassword: member.password }).expect(400),
      'validation_failed'
    );
    expect(same.errors).to.deep.equal({ newPassword: ACCOUNT_MESSAGES.samePassword.description });

    const common = expectProblem(
      route,
      await change(member, { currentPassword: member.password, newPassword: 'password123' }).expect(400),
      'weak_password'
    );
    expect(common.errors)
      .to.have.property('newPassword')
      .that.matches(/too common/);
    expectProblem(
      route,
      await change(member, { currentPassword: member.password, newPassword: member.mobile }).expect(400),
      'weak_password'
    );

    await signIn(member, member.password).expect(200);
    expect(await passwordChangedEvents(member)).to.have.length(0);
  });

  it('refuses a wrong current password with the deletion’s wording and changes nothing', async () => {
    const member = await registerMember(stack);
    const newPassword = `Nashik-${member.mobile}-new`;
    const wrong = expectProblem(
      route,
      await change(member, { currentPassword: `${member.password}-not`, newPassword }).expect(401),
      'invalid_password'
    );
    expect(wrong).to.include({
      title: ACCOUNT_MESSAGES.incorrectPassword.title,
      detail: ACCOUNT_MESSAGES.incorrectPassword.description
    });
    expect(wrong.errors).to.deep.equal({ currentPassword: ACCOUNT_MESSAGES.incorrectPassword.description });

    // Keycloak locks an account briefly on two failures within a second: the checks below wait that out.
    await nextCheck();
    await signIn(member, member.password).expect(200);
    await signIn(member, newPassword).expect(401);
    expect(
      (await refreshLikeKeycloakJs(stack, member.tokens.refresh_token)).status,
      'the session goes on'
    ).to.equal(200);
    expect(await passwordChangedEvents(member)).to.have.length(0);
  });

  it('sets the new password, ends every other session, answers a new session and tells the member once', async () => {
    const member = await registerMember(stack);
    const otherDevice = expectContract(identityApi.routes.signIn, await signIn(member, member.password));
    const newPassword = `Thane-${member.mobile}-new`;

    const answer = await change(member, { currentPassword: member.password, newPassword });
    const session = expectContract(route, answer);
    expect(answer.status).to.equal(200);
    expect(answer.headers['cache-control']).to.equal('no-store');

    await signIn(member, member.password).expect(401);
    await signIn(member, newPassword).expect(200);
    // Sessions from before (this browser's old tokens, another device) are over; the new one works.
    expect((await refreshLikeKeycloakJs(stack, member.tokens.refresh_token)).status).to.equal(400);
    expect((await refreshLikeKeycloakJs(stack, otherDevice.refresh_token)).status).to.equal(400);
    expect((await refreshLikeKeycloakJs(stack, session.refresh_token)).status).to.equal(200);
    await request(stack.app)
      .get(api('/me'))
      .set('Authorization', `Bearer ${session.access_token}`)
      .expect(200);

    const events = await passwordChangedEvents(member);
    expect(events).to.have.length(1);
    expect(Object.keys(events[0]!.data as object).sort()).to.deep.equal(['changedAt', 'userId']);
    expect(stack.logLines.join('\n')).to.not.include(newPassword).and.not.include(member.password);
  });

  it('kills the reset links sent before the change', async () => {
    const member = await registerMember(stack);
    await request(stack.app)
      .post(api('/password-resets'))
      .set('X-Forwarded-For', randomIp())
      .send({ email: member.email })
      .expect(202);
    const link = await stack.secrets.take(
      (e) =>
        e.type === 'identity.password-reset.requested' &&
        (e.data as { userId: string }).userId === member.userId
    );
    const token = new URLSearchParams(
      new URL((link.data as { resetUrl: string }).resetUrl).hash.slice(1)
    ).get('token')!;

    await change(member, {
      currentPassword: member.password,
      newPassword: `Sangli-${member.mobile}-new`
    }).expect(200);
    const stale = await request(stack.app)
      .post(api('/password-resets/confirm'))
      .set('X-Forwarded-For', randomIp())
      .send({ token, password: `Sangli-${member.mobile}-two` })
      .expect(400);
    expect(stale.body.code).to.equal('invalid_reset_link');
  });

  it('tells a right password typed straight after a wrong one to wait a moment, then deletes the account with it', async () => {
    const member = await registerMember(stack);
    expect(
      (await change(member, { currentPassword: `${member.password}-wrong`, newPassword: 'Whatever-123' }))
        .status
    ).to.equal(401);
    const deletion = () =>
      request(stack.app)
        .delete(api('/accounts/me'))
        .set('Authorization', `Bearer ${member.tokens.access_token}`)
        .send({ password: member.password });
    const soon = await deletion().expect(429);
    expect(soon.body).to.include({
      title: ACCOUNT_MESSAGES.passwordCheckTooSoon.title,
      detail: ACCOUNT_MESSAGES.passwordCheckTooSoon.description
    });
    expect(soon.body.detail).not.to.include('several times');
    await nextCheck();
    expect((await deletion()).status).to.equal(204);
  });

  it('counts wrong passwords together with account deletion and stops before Keycloak would lock the account', async () => {
    const member = await registerMember(stack);
    const newPassword = `Latur-${member.mobile}-new`;
    const wrongChange = () => change(member, { currentPassword: `${member.password}-wrong`, newPassword });
    expect((await wrongChange()).status).to.equal(401);
    // One check at a time per member, as for deletion: a wait of a moment, not a count of failures.
    expect(expectProblem(route, await wrongChange().expect(429), 'too_many_requests')).to.include({
      title: ACCOUNT_MESSAGES.passwordCheckTooSoon.title,
      detail: ACCOUNT_MESSAGES.passwordCheckTooSoon.description
    });
    await nextCheck();
    const wrongDeletion = await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${member.tokens.access_token}`)
      .send({ password: 'not-it-at-all' });
    expect(wrongDeletion.status).to.equal(401);
    await nextCheck();
    expect((await wrongChange()).status).to.equal(401);
    await nextCheck();
    const limited = expectProblem(route, await wrongChange().expect(429), 'too_many_requests');
    expect(limited).to.include({
      title: ACCOUNT_MESSAGES.tooManyPasswordChecks.title,
      detail: ACCOUNT_MESSAGES.tooManyPasswordChecks.description
    });
    // Even the right password waits now, and the account was never locked: sign-in still works.
    await nextCheck();
    expectProblem(
      route,
      await change(member, { currentPassword: member.password, newPassword }).expect(429),
      'too_many_requests'
    );
    await signIn(member, member.password).expect(200);
  });
});
