// Thousands of members can share one public IPv4 address behind a carrier's NAT: a busy address pays more proof
// of work per request instead of being turned away; the per-mobile limits still hold.
import { expect } from 'chai';
import request from 'supertest';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { api, expectStatus, otpFor, randomIp, randomMobile, sendOtp, solvedCaptcha } from './support/flows';
import { startStack, type Stack } from './support/stack';

const routes = identityApi.routes;

describe('a shared address (carrier-grade NAT)', function () {
  this.timeout(300_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const difficulty = async (ip: string) =>
    expectContract(
      routes.getCaptchaChallenge,
      await request(stack.app).get(api('/otp/challenge')).set('X-Forwarded-For', ip)
    ).maxnumber!;

  it('lets 200 members behind one address verify their mobiles within an hour, at a growing proof-of-work cost', async () => {
    const ip = randomIp();
    const difficulties: number[] = [await difficulty(ip)];
    // In rounds of 50 (the codes of a round are read from the stream together): 200 members in 40 minutes.
    for (let round = 0; round < 4; round += 1) {
      const mobiles = Array.from({ length: 50 }, () => randomMobile());
      for (const mobile of mobiles) {
        expectContract(routes.sendOtp, expectStatus(await sendOtp(stack.app, mobile, ip), 202));
        stack.advanceClock(6_000);
      }
      for (const mobile of mobiles) {
        const verified = await request(stack.app)
          .post(api('/otp/verify'))
          .set('X-Forwarded-For', ip)
          .send({ mobile, code: await otpFor(stack, mobile) });
        expectContract(routes.verifyOtp, expectStatus(verified, 200));
        stack.advanceClock(6_000); // each code is used five minutes after it was sent
      }
      difficulties.push(await difficulty(ip));
    }
    for (let i = 1; i < difficulties.length; i += 1)
      expect(difficulties[i]).to.be.greaterThan(difficulties[i - 1]!);
    // A quiet address still gets the base difficulty.
    expect(await difficulty(randomIp())).to.equal(difficulties[0]);

    // A solution of a quiet address's challenge (valid, unused) is too cheap for this busy one: a client cannot
    // choose its own difficulty.
    const cheap = await solvedCaptcha(stack.app, randomIp());
    const res = await request(stack.app)
      .post(api('/otp'))
      .set('X-Forwarded-For', ip)
      .send({ mobile: randomMobile(), challenge: cheap });
    expectProblem(routes.sendOtp, res, 'captcha_check_failed');
  });

  it('still caps one mobile at its per-mobile limit, from any number of addresses', async () => {
    const mobile = randomMobile();
    for (let i = 0; i < 5; i += 1) {
      expectStatus(await sendOtp(stack.app, mobile, randomIp()), 202);
      stack.advanceClock(31_000); // past the resend cooldown
    }
    expectProblem(routes.sendOtp, await sendOtp(stack.app, mobile, randomIp()), 'quota_exceeded');
  });
});
