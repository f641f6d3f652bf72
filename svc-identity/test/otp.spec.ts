import { expect } from 'chai';
import request from 'supertest';
import { OTP_SEND_ERRORS, OTP_VERIFY_ERRORS, SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { startStack, type Stack } from './support/stack';
import {
  api,
  expectStatus,
  otpFor,
  randomIp,
  randomMobile,
  registerMember,
  sendOtp,
  solvedCaptcha
} from './support/flows';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP: send and verify', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const verify = (mobile: string, code: string) =>
    request(stack.app).post(api('/otp/verify')).send({ mobile, code });

  it('refuses the sixth attempt on a code, even with the right code', async () => {
    const mobile = randomMobile();
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const code = await otpFor(stack, mobile);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await verify(mobile, wrongCode(code)).expect(400);
      expect(res.body).to.include({
        code: 'invalid_verification_code',
        detail: OTP_VERIFY_ERRORS['invalid_verification_code'].description
      });
    }
    const sixth = await verify(mobile, code).expect(429);
    expect(sixth.body).to.include({
      code: 'code_expired',
      detail: OTP_VERIFY_ERRORS['code_expired'].description
    });
  });

  it('accepts the right code once and returns a phone token', async () => {
    const mobile = randomMobile();
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const code = await otpFor(stack, mobile);
    await verify(mobile, wrongCode(code)).expect(400);
    const ok = await verify(mobile, code).expect(200);
    expect(ok.body.phoneToken).to.be.a('string');
    const again = await verify(mobile, code).expect(400);
    expect(again.body.code).to.equal('code_expired');
  });

  it('keeps only a keyed hash of the code in Mongo', async () => {
    const mobile = randomMobile();
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const code = await otpFor(stack, mobile);
    const stored = await stack.identity.stores.registrations.model.db
      .collection('otp_codes')
      .findOne({ _id: mobile as never });
    expect(stored).to.include.keys('codeHash', 'expiresAt', 'attempts');
    expect(JSON.stringify(stored)).not.to.contain(code);
  });

  it('answers code-expired after 10 minutes, and when no code was sent', async () => {
    const mobile = randomMobile();
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const code = await otpFor(stack, mobile);
    stack.advanceClock(10 * 60_000 + 1000);
    expect((await verify(mobile, code).expect(400)).body.code).to.equal('code_expired');
    expect((await verify(randomMobile(), '123456').expect(400)).body.code).to.equal('code_expired');
  });

  it('makes a resend wait 30 seconds and replaces the previous code', async () => {
    const mobile = randomMobile();
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const first = await otpFor(stack, mobile);
    const early = expectStatus(await sendOtp(stack.app, mobile), 429);
    expect(early.body).to.include({
      code: 'too_many_requests',
      detail: OTP_SEND_ERRORS['too_many_requests'].description
    });
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).to.be.within(1, 30);
    stack.advanceClock(31_000);
    expectStatus(await sendOtp(stack.app, mobile), 202);
    const second = await otpFor(stack, mobile);
    if (second !== first)
      expect((await verify(mobile, first).expect(400)).body.code).to.equal('invalid_verification_code');
    await verify(mobile, second).expect(200);
  });

  it('sends at most 5 codes per mobile per hour', async () => {
    const mobile = randomMobile();
    for (let send = 1; send <= 5; send += 1) {
      expectStatus(await sendOtp(stack.app, mobile), 202);
      stack.advanceClock(31_000);
    }
    const sixth = expectStatus(await sendOtp(stack.app, mobile), 429);
    expect(sixth.body).to.include({
      code: 'quota_exceeded',
      detail: OTP_SEND_ERRORS['quota_exceeded'].description
    });
    stack.advanceClock(60 * 60_000);
    expectStatus(await sendOtp(stack.app, mobile), 202);
  });

  it('never refuses an address for its volume alone (members share addresses behind a carrier NAT)', async () => {
    const ip = randomIp();
    for (let send = 1; send <= 21; send += 1) expectStatus(await sendOtp(stack.app, randomMobile(), ip), 202);
  });

  it('refuses a missing, forged or reused captcha solution', async () => {
    const mobile = randomMobile();
    const post = (challenge: unknown) =>
      request(stack.app).post(api('/otp')).set('X-Forwarded-For', randomIp()).send({ mobile, challenge });
    for (const challenge of [
      undefined,
      '',
      'not-base64-json',
      Buffer.from('{"number":1}').toString('base64')
    ]) {
      const res = await post(challenge).expect(400);
      expect(res.body).to.include({
        code: 'captcha_check_failed',
        detail: OTP_SEND_ERRORS['captcha_check_failed'].description
      });
    }
    const solved = await solvedCaptcha(stack.app);
    await post(solved).expect(202);
    stack.advanceClock(31_000);
    expect((await post(solved).expect(400)).body.code).to.equal('captcha_check_failed');
  });

  it('accepts exactly 10 digits', async () => {
    for (const mobile of ['98765', '98765432101', '+919876543210', '98765 43210', 'abcdefghij', 9876543210]) {
      const res = await request(stack.app).post(api('/otp')).send({ mobile, challenge: 'x' }).expect(400);
      expect(res.body).to.include({
        code: 'invalid_phone_number',
        detail: OTP_SEND_ERRORS['invalid_phone_number'].description
      });
      expect(res.body.errors.mobile).to.equal(SIGNUP_MESSAGES.invalidMobile.description);
    }
  });

  it('answers a registered mobile exactly like a new one, and tells its owner instead of sending a code', async () => {
    const member = await registerMember(stack);
    const fresh = randomMobile();
    const registered = expectStatus(await sendOtp(stack.app, member.mobile), 202);
    const unregistered = expectStatus(await sendOtp(stack.app, fresh), 202);
    expect(Object.keys(registered.body)).to.deep.equal(Object.keys(unregistered.body));
    expect(registered.headers['content-type']).to.equal(unregistered.headers['content-type']);

    const notice = await stack.secrets.take((e) => (e.data as { mobile?: string }).mobile === member.mobile);
    expect(notice.type).to.equal('identity.otp.withheld');
    expect(notice.data).to.deep.equal({ mobile: member.mobile, reason: 'registered' });
    expect(
      await stack.secrets.all(
        (e) => e.type === 'identity.otp.requested' && (e.data as { mobile: string }).mobile === member.mobile
      )
    ).to.deep.equal([]);

    // The same cooldown applies, and no code the caller could know verifies.
    expectStatus(await sendOtp(stack.app, member.mobile), 429);
    const res = await verify(member.mobile, '000000');
    expect(res.status).to.equal(400);
    expect(res.body.code).to.equal('invalid_verification_code');
  });

  it('carries the page’s language on the code’s event (the SMS is written in it), and refuses an unknown one', async () => {
    const mobile = randomMobile();
    const ip = randomIp();
    await request(stack.app)
      .post(api('/otp'))
      .set('X-Forwarded-For', ip)
      .send({ mobile, challenge: await solvedCaptcha(stack.app, ip), locale: 'ta' })
      .expect(202);
    const event = await stack.secrets.take(
      (e) => e.type === 'identity.otp.requested' && (e.data as { mobile: string }).mobile === mobile
    );
    expect(event.data).to.include({ mobile, locale: 'ta' });

    // Without one, the event says none (svc-notify writes English), as older pages send.
    const plain = randomMobile();
    expectStatus(await sendOtp(stack.app, plain), 202);
    const older = await stack.secrets.take(
      (e) => e.type === 'identity.otp.requested' && (e.data as { mobile: string }).mobile === plain
    );
    expect(older.data).to.not.have.property('locale');

    const refused = await request(stack.app)
      .post(api('/otp'))
      .send({ mobile: randomMobile(), challenge: 'x', locale: 'fr' })
      .expect(400);
    expect(refused.body.code).to.equal('other');
  });
});
