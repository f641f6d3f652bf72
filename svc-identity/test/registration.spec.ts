import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { signResetToken } from '../src/domain/signed-tokens';
import { startStack, type Stack } from './support/stack';
import { api, CONSENT, randomMobile, registerMember, verifiedPhoneToken } from './support/flows';

describe('registration (POST /accounts)', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const register = (body: Record<string, unknown>) => request(stack.app).post(api('/accounts')).send(body);
  const details = (mobile: string) => ({
    email: `reg-${mobile}@example.in`,
    password: `Chennai-${mobile}`,
    fullName: 'Priya Subramanian',
    ...CONSENT
  });
  const usersWithUsername = async (mobile: string) =>
    (await stack.identity.admin.findByUsername(mobile)) ? 1 : 0;

  it('returns the same account when the same phone token is retried, and emits one event', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const first = await register({ phoneToken, ...details(mobile) }).expect(201);
    const retry = await register({ phoneToken, ...details(mobile) }).expect(200);
    expect(retry.body.userId).to.equal(first.body.userId);
    expect(retry.body.access_token).to.be.a('string');
    expect(await usersWithUsername(mobile)).to.equal(1);
    await stack.relays.flush();
    const events = await stack.accountEvents.all(
      (e) => e.type === 'identity.user.registered' && (e.data as { mobile: string }).mobile === mobile
    );
    expect(events).to.have.length(1);
  });

  it('carries the sign-up page’s language on identity.user.registered (the member’s e-mails are written in it)', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    await register({ phoneToken, ...details(mobile), locale: 'hi' }).expect(201);
    await stack.relays.flush();
    const [event] = await stack.accountEvents.all(
      (e) => e.type === 'identity.user.registered' && (e.data as { mobile: string }).mobile === mobile
    );
    expect(event!.data).to.include({ mobile, locale: 'hi' });

    const other = randomMobile();
    const refused = await register({
      phoneToken: await verifiedPhoneToken(stack, other),
      ...details(other),
      locale: 'fr'
    });
    expect(refused.status).to.equal(400);
    expect(await usersWithUsername(other)).to.equal(0);
  });

  it('creates one user when the same phone token arrives twice at once', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const results = await Promise.all([
      register({ phoneToken, ...details(mobile) }),
      register({ phoneToken, ...details(mobile) })
    ]);
    expect(results.filter((r) => r.status === 201)).to.have.length(1);
    for (const res of results.filter((r) => r.status !== 201)) {
      if (res.status === 409) expect(res.body.code).to.equal('registration_in_progress');
      else expect(res.status, JSON.stringify(res.body)).to.equal(200);
    }
    expect(await usersWithUsername(mobile)).to.equal(1);
    const replay = await register({ phoneToken, ...details(mobile) }).expect(200);
    expect(replay.body.userId).to.equal(results.find((r) => r.status === 201)!.body.userId);
  });

  it('resumes a registration whose first attempt created the user and then died', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const jti = (jwt.decode(phoneToken) as { jti: string }).jti;
    // What a crash between "user created in Keycloak" and "user recorded" leaves behind.
    const created = await stack.identity.admin.createUser({
      mobile,
      ...details(mobile),
      firstName: 'Priya',
      lastName: 'Subramanian'
    });
    await stack.identity.stores.registrations.model.create({
      _id: jti,
      mobile,
      createdAt: new Date(Date.now() - 5 * 60_000),
      expireAt: new Date(Date.now() + 60_000)
    });
    const res = await register({ phoneToken, ...details(mobile) }).expect(201);
    expect(res.body.userId).to.equal(created.ok && created.id);
    expect(await usersWithUsername(mobile)).to.equal(1);
  });

  it('refuses a second phone token for a registered mobile', async () => {
    const member = await registerMember(stack);
    const secondToken = jwt.sign({}, stack.identity.config.IDENTITY_TOKEN_SECRET, {
      algorithm: 'HS256',
      issuer: 'svc-identity',
      audience: 'mobile-verification',
      subject: member.mobile,
      jwtid: 'another-verification',
      expiresIn: 600
    });
    const res = await register({ phoneToken: secondToken, ...details(member.mobile) }).expect(409);
    expect(res.body).to.include({
      code: 'mobile_already_exists',
      detail: SIGNUP_MESSAGES.mobileAlreadyExists.description
    });
  });

  it('answers 409 for a taken e-mail and lets the same phone token try another address', async () => {
    const member = await registerMember(stack);
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const taken = await register({
      phoneToken,
      ...details(mobile),
      email: member.email.toUpperCase()
    }).expect(409);
    expect(taken.body).to.include({ code: 'email_already_exists', title: 'Email Already Exists' });
    await register({ phoneToken, ...details(mobile) }).expect(201);
  });

  it('refuses tampered, expired and wrong-purpose phone tokens', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const [header, payload, signature] = phoneToken.split('.');
    const otherMobile = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: randomMobile() })
    ).toString('base64url');
    const secret = stack.identity.config.IDENTITY_TOKEN_SECRET;
    const expired = jwt.sign({}, secret, {
      algorithm: 'HS256',
      issuer: 'svc-identity',
      audience: 'mobile-verification',
      subject: mobile,
      jwtid: 'x',
      expiresIn: -10
    });
    for (const token of [
      `${header}.${otherMobile}.${signature}`,
      expired,
      signResetToken(secret, mobile, 0),
      'garbage'
    ]) {
      const res = await register({ phoneToken: token, ...details(mobile) }).expect(401);
      expect(res.body.code).to.equal('phone_token_invalid');
    }
    await register({ phoneToken, ...details(mobile) }).expect(201);
  });

  it('validates fields with the spec messages and refuses common passwords', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    const invalid = await register({
      phoneToken,
      email: 'not-an-email',
      password: '12345',
      fullName: '',
      ...CONSENT
    }).expect(400);
    expect(invalid.body.errors).to.deep.equal({
      email: SIGNUP_MESSAGES.invalidEmail.description,
      password: SIGNUP_MESSAGES.weakPassword.description,
      fullName: SIGNUP_MESSAGES.missingInformation.description
    });
    for (const password of ['password', 'Qwerty123', 'iloveyou', mobile]) {
      const res = await register({ phoneToken, ...details(mobile), password }).expect(400);
      expect(res.body.code).to.equal('weak_password');
    }
    expect(await usersWithUsername(mobile)).to.equal(0);
  });

  it('stores the member in Keycloak as the contract describes', async () => {
    const member = await registerMember(stack, { fullName: 'Ravi Kumar Menon' });
    const user = await stack.identity.admin.getUser(member.userId);
    expect(user).to.deep.include({
      username: member.mobile,
      email: member.email,
      firstName: 'Ravi Kumar',
      lastName: 'Menon'
    });
    expect(user?.attributes).to.deep.equal({ phone: [member.mobile], phone_verified: ['true'] });
  });
});
