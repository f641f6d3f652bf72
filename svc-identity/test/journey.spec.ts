import { expect } from 'chai';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';
import {
  api,
  CONSENT,
  expectStatus,
  otpFor,
  randomMobile,
  refreshLikeKeycloakJs,
  registerMember,
  sendOtp
} from './support/flows';

describe('member journey: OTP → verify → register → sign in → refresh → sign out → delete', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('works end to end against keycloak-dev, and no secret reaches a log line', async () => {
    const { app } = stack;
    const mobile = randomMobile();
    const password = `Mysore-${mobile.slice(-4)}-pass`;
    const email = `journey-${mobile}@example.in`;
    const secrets: string[] = [password];

    const sent = expectStatus(await sendOtp(app, mobile), 202);
    expect(Date.parse(sent.body.expiresAt)).to.be.greaterThan(Date.now());
    const code = await otpFor(stack, mobile);
    expect(code).to.match(/^\d{6}$/);
    secrets.push(code);

    const verified = await request(app).post(api('/otp/verify')).send({ mobile, code }).expect(200);
    const phoneToken = verified.body.phoneToken as string;
    secrets.push(phoneToken);

    const registered = await request(app)
      .post(api('/accounts'))
      .send({ phoneToken, email, password, fullName: 'Lakshmi Narayanan', ...CONSENT })
      .expect(201);
    const { userId } = registered.body;
    expect(registered.body).to.include.keys(
      'access_token',
      'refresh_token',
      'expires_in',
      'refresh_expires_in'
    );
    secrets.push(registered.body.access_token, registered.body.refresh_token);

    await stack.relays.flush();
    const event = await stack.accountEvents.take(
      (e) => e.type === 'identity.user.registered' && (e.data as { userId: string }).userId === userId
    );
    expect(event.data).to.deep.equal({ userId, mobile, email, fullName: 'Lakshmi Narayanan' });

    const signedIn = await request(app).post(api('/sessions')).send({ mobile, password }).expect(200);
    const { access_token, refresh_token } = signedIn.body;
    secrets.push(access_token, refresh_token);

    const me = await request(app).get(api('/me')).set('Authorization', `Bearer ${access_token}`).expect(200);
    expect(me.body).to.deep.include({
      id: userId,
      mobile,
      mobileVerified: true,
      email,
      fullName: 'Lakshmi Narayanan'
    });
    expect(me.body.roles).to.include('member');

    const refreshed = await refreshLikeKeycloakJs(stack, refresh_token);
    expect(refreshed.status).to.equal(200);
    const renewed = refreshed.body as { access_token: string; refresh_token: string };
    secrets.push(renewed.access_token, renewed.refresh_token);

    await request(app)
      .delete(api('/sessions/current'))
      .set('Authorization', `Bearer ${renewed.access_token}`)
      .send({ refresh_token: renewed.refresh_token })
      .expect(204);
    const afterSignOut = await refreshLikeKeycloakJs(stack, renewed.refresh_token);
    expect(afterSignOut.status).to.equal(400);
    expect(afterSignOut.body).to.include({ code: 'session_not_active' });

    // The registration session is still alive until deletion.
    const registrationSession = registered.body as { access_token: string; refresh_token: string };
    await request(app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${registrationSession.access_token}`)
      .send({ password: 'not-the-password' })
      .expect(401);
    stack.advanceClock(3000); // one password check per member every 2 seconds (PASSWORD_CHECKS_PER_MEMBER_BURST)
    await request(app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${registrationSession.access_token}`)
      .send({ password })
      .expect(204);
    await stack.relays.flush();
    await stack.accountEvents.take(
      (e) => e.type === 'identity.user.deleted' && (e.data as { userId: string }).userId === userId
    );
    const gone = await request(app).post(api('/sessions')).send({ mobile, password }).expect(401);
    expect(gone.body.detail).to.equal('Invalid mobile number or password. Please check your credentials.');

    // The number is free again after deletion.
    expectStatus(await sendOtp(app, mobile), 202);
    secrets.push(await otpFor(stack, mobile));

    expect(stack.logLines.length).to.be.greaterThan(10);
    for (const line of stack.logLines) {
      for (const secret of secrets) expect(line, 'a log line carries a secret').not.to.contain(secret);
      expect(line).not.to.contain(mobile);
      expect(line).not.to.contain(email);
    }
  });

  it('refuses sign-out with a refresh token of another member', async () => {
    const { app } = stack;
    const [a, b] = await Promise.all([
      registerMember(stack).then((m) => m.tokens),
      registerMember(stack).then((m) => m.tokens)
    ]);
    await request(app)
      .delete(api('/sessions/current'))
      .set('Authorization', `Bearer ${a.access_token}`)
      .send({ refresh_token: b.refresh_token })
      .expect(400);
    const stillAlive = await refreshLikeKeycloakJs(stack, b.refresh_token);
    expect(stillAlive.status).to.equal(200);
    const rotated = stillAlive.body.refresh_token as string;
    // The refresh token may also come in a header.
    await request(app)
      .delete(api('/sessions/current'))
      .set('Authorization', `Bearer ${b.access_token}`)
      .set('X-Refresh-Token', rotated)
      .expect(204);
    expect((await refreshLikeKeycloakJs(stack, rotated)).status).to.equal(400);
    expect(
      (await refreshLikeKeycloakJs(stack, a.refresh_token)).status,
      'only the named session ends'
    ).to.equal(200);
  });

  it('ends every session of the member when sign-out names no refresh token', async () => {
    const member = await registerMember(stack);
    const second = (
      await request(stack.app)
        .post(api('/sessions'))
        .send({ mobile: member.mobile, password: member.password })
        .expect(200)
    ).body;
    await request(stack.app)
      .delete(api('/sessions/current'))
      .set('Authorization', `Bearer ${member.tokens.access_token}`)
      .expect(204);
    expect((await refreshLikeKeycloakJs(stack, member.tokens.refresh_token)).status).to.equal(400);
    expect((await refreshLikeKeycloakJs(stack, second.refresh_token)).status).to.equal(400);
  });
});
