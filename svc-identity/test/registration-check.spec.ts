import { expect } from 'chai';
import request from 'supertest';
import { SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { REGISTRATION_CHECKS_PER_PHONE_TOKEN } from '../src/domain/limits';
import { startStack, type Stack } from './support/stack';
import { api, CONSENT, randomIp, randomMobile, registerMember, verifiedPhoneToken } from './support/flows';

describe('registration check before step 3 (POST /accounts/checks)', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const check = (body: Record<string, unknown>, ip = randomIp()) =>
    request(stack.app).post(api('/accounts/checks')).set('X-Forwarded-For', ip).send(body);

  it('answers 204 when the verified mobile and the e-mail are both free, and creates nothing', async () => {
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    await check({ phoneToken, email: `free-${mobile}@example.in` }).expect(204);
    expect(await stack.identity.admin.findByUsername(mobile)).to.equal(undefined);
    // The token is not used up: registration still works with it.
    await request(stack.app)
      .post(api('/accounts'))
      .send({
        phoneToken,
        email: `free-${mobile}@example.in`,
        password: `Madurai-${mobile}`,
        fullName: 'Kavya Iyer',
        ...CONSENT
      })
      .expect(201);
  });

  it('names a taken e-mail (any case) with the field error the wizard shows under it', async () => {
    const owner = await registerMember(stack);
    const phoneToken = await verifiedPhoneToken(stack, randomMobile());
    const res = await check({ phoneToken, email: owner.email.toUpperCase() }).expect(409);
    expect(res.body).to.include({
      code: 'email_already_exists',
      title: SIGNUP_MESSAGES.emailAlreadyExists.title
    });
    expect(res.body.errors).to.deep.equal({ email: SIGNUP_MESSAGES.emailAlreadyExists.description });
    expect(JSON.stringify(res.body)).to.not.include(owner.mobile);
  });

  it('says the verified mobile has been registered meanwhile (another tab finished first)', async () => {
    // A registered number never gets a usable code (its owner is told by SMS), so only a token issued
    // before the number was registered can ask.
    const mobile = randomMobile();
    const phoneToken = await verifiedPhoneToken(stack, mobile);
    await request(stack.app)
      .post(api('/accounts'))
      .send({
        phoneToken,
        email: `first-tab-${mobile}@example.in`,
        password: `Madurai-${mobile}`,
        fullName: 'Kavya Iyer',
        ...CONSENT
      })
      .expect(201);
    const res = await check({ phoneToken, email: `second-tab-${mobile}@example.in` }).expect(409);
    expect(res.body.code).to.equal('mobile_already_exists');
    expect(res.body.detail).to.equal(SIGNUP_MESSAGES.mobileAlreadyExists.description);
  });

  it('refuses without a valid phone token, so nobody can test e-mails without an SMS', async () => {
    const owner = await registerMember(stack);
    const res = await check({ phoneToken: 'forged', email: owner.email }).expect(401);
    expect(res.body.code).to.equal('phone_token_invalid');
    expect(JSON.stringify(res.body)).to.not.include('already');
    await check({ email: owner.email }).expect(400);
  });

  it(`allows ${REGISTRATION_CHECKS_PER_PHONE_TOKEN.max} checks per phone token, from any address`, async () => {
    const phoneToken = await verifiedPhoneToken(stack, randomMobile());
    for (let i = 0; i < REGISTRATION_CHECKS_PER_PHONE_TOKEN.max; i += 1)
      await check({ phoneToken, email: `probe-${i}@example.in` }).expect(204);
    const refused = await check({ phoneToken, email: 'probe-last@example.in' }).expect(429);
    expect(refused.body.code).to.equal('too_many_requests');
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
  });
});
