import { expect } from 'chai';
import { createChallenge, verifySolution } from 'altcha-lib';
import { type CaptchaChallenge } from '../src/api/identity';
import {
  CaptchaExpiredError,
  CaptchaFailedError,
  challengeExpiresAt,
  createInvisibleCaptcha,
  solveCaptcha
} from '../src/shared/captcha';

const HMAC_KEY = 'test-hmac-key';

describe('invisible captcha (ALTCHA proof of work)', () => {
  it('solves a challenge into a payload the server verifies', async () => {
    const challenge = await createChallenge({
      hmacKey: HMAC_KEY,
      maxNumber: 2000,
      expires: new Date(Date.now() + 60_000)
    });
    const payload = await solveCaptcha(challenge);
    expect(await verifySolution(payload, HMAC_KEY, true)).to.equal(true);
  });

  it('reads the expiry altcha-lib puts in the salt', () => {
    const base = { algorithm: 'SHA-256', challenge: 'c', signature: 's' };
    expect(challengeExpiresAt({ ...base, salt: 'abc?expires=1700000000' })).to.equal(1_700_000_000_000);
    expect(challengeExpiresAt({ ...base, salt: 'abc' })).to.equal(undefined);
  });

  it('hands out a prepared solution once and prepares a fresh one for the next send', async () => {
    let fetched = 0;
    const captcha = createInvisibleCaptcha({
      fetchChallenge: async () => ({
        algorithm: 'SHA-256',
        challenge: `c${++fetched}`,
        salt: 's',
        signature: 'x'
      }),
      solve: async (challenge) => `solved-${challenge.challenge}`
    });
    captcha.prepare();
    captcha.prepare(); // focusing the field again does not start a second solve
    expect(fetched).to.equal(1);
    expect(await captcha.take()).to.equal('solved-c1');
    expect(await captcha.take()).to.equal('solved-c2');
    expect(fetched).to.equal(3);
  });

  it('reports an expired challenge and a challenge that could not be fetched', async () => {
    const expired: CaptchaChallenge = {
      algorithm: 'SHA-256',
      challenge: 'c',
      salt: 's?expires=100',
      signature: 'x'
    };
    const stale = createInvisibleCaptcha({
      fetchChallenge: async () => expired,
      solve: async () => 'p',
      now: () => 200_000
    });
    await expectRejection(stale.take(), CaptchaExpiredError);

    const offline = createInvisibleCaptcha({
      fetchChallenge: async () => {
        throw new TypeError('Failed to fetch');
      }
    });
    await expectRejection(offline.take(), CaptchaFailedError);
  });
});

async function expectRejection(
  promise: Promise<unknown>,
  type: new (...args: never[]) => Error
): Promise<void> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(type);
    return;
  }
  expect.fail('expected a rejection');
}
