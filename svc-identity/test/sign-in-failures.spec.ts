import { expect } from 'chai';
import { solveChallenge } from 'altcha-lib';
import request from 'supertest';
import { identityApi } from '@matrimony/contracts/http/identity';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { startStack, type Stack } from './support/stack';
import { api, randomIp, randomMobile, registerMember, solvedCaptcha, type Member } from './support/flows';

const routes = identityApi.routes;

/** The ALTCHA widget's work: solves a challenge into the base64 payload the service verifies. */
async function solve(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber
  ).promise;
  if (!solution) throw new Error('captcha could not be solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })
  ).toString('base64');
}

describe('sign-in failures: counted per number and source, paid for in proof of work', function () {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
  });

  const signIn = (ip: string, body: { mobile: string; password: string; challenge?: string }) =>
    request(stack.app).post(api('/sessions')).set('X-Forwarded-For', ip).send(body);

  /** The challenge a sign-in of this number from this address must solve. */
  const signInChallenge = async (ip: string, mobile: string) =>
    expectContract(
      routes.getSignInChallenge,
      await request(stack.app).post(api('/sessions/challenge')).set('X-Forwarded-For', ip).send({ mobile })
    );

  /** What the sign-in page does: try, and solve the proof of work the answer asks for. */
  async function signInPaying(ip: string, mobile: string, password: string) {
    const first = await signIn(ip, { mobile, password });
    if (first.status !== 428) return first;
    expectProblem(routes.signIn, first, 'captcha_required');
    return signIn(ip, { mobile, password, challenge: await solve(await signInChallenge(ip, mobile)) });
  }

  it("keeps a stranger's wrong passwords from locking the member out, and makes the stranger pay more", async () => {
    const member: Member = await registerMember(stack);
    const home = randomIp();
    const stranger = randomIp();
    expectContract(routes.signIn, await signInPaying(home, member.mobile, member.password));
    const usual = (await signInChallenge(stranger, member.mobile)).maxnumber!;

    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1)
      answers.push((await signInPaying(stranger, member.mobile, `${member.password}-guess-${i}`)).status);
    // Five failures per number and source, then that pair is refused before Keycloak sees anything.
    expect(answers.slice(0, 5)).to.deep.equal([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).to.deep.equal(new Set([429]));
    expectProblem(
      routes.signIn,
      await signInPaying(stranger, member.mobile, member.password),
      'too_many_requests'
    );

    // After its failures the stranger is given a harder challenge for this number than before, and than the member.
    const harder = (await signInChallenge(stranger, member.mobile)).maxnumber!;
    expect(harder).to.be.greaterThan(usual);
    expect(harder).to.be.greaterThan((await signInChallenge(home, member.mobile)).maxnumber!);
    // Other members behind the stranger's address (a shared NAT) pay nothing more for it.
    expect((await signInChallenge(stranger, randomMobile())).maxnumber).to.equal(usual);
    // A solution of an easier challenge (valid and unused) does not pay for a try: a harder one is asked for.
    const cheap = await signIn(stranger, {
      mobile: member.mobile,
      password: member.password,
      challenge: await solvedCaptcha(stack.app, stranger)
    });
    expectProblem(routes.signIn, cheap, 'captcha_required');

    // The member, from where they signed in before, still gets in with the right password.
    const tokens = expectContract(routes.signIn, await signInPaying(home, member.mobile, member.password));
    expect(tokens.access_token).to.be.a('string');
  });

  it('does not count successful sign-ins as failures', async () => {
    const member = await registerMember(stack);
    const ip = randomIp();
    for (let i = 0; i < 12; i += 1)
      expectContract(routes.signIn, await signInPaying(ip, member.mobile, member.password));
    // No failure was counted: the first wrong password from here costs no proof of work and is simply refused.
    expectProblem(
      routes.signIn,
      await signIn(ip, { mobile: member.mobile, password: `${member.password}-typo` }),
      'invalid_credentials'
    );
  });

  it('caps failures per number and source without refusing the same number from another source', async () => {
    const member = await registerMember(stack);
    const noisy = randomIp();
    for (let i = 0; i < 5; i += 1)
      expect((await signInPaying(noisy, member.mobile, `wrong-${i}-password`)).status).to.equal(401);
    const refused = await signInPaying(noisy, member.mobile, `wrong-5-password`);
    expectProblem(routes.signIn, refused, 'too_many_requests');
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
    // The same number from a new source is still checked (a failure there is its own).
    expectProblem(
      routes.signIn,
      await signInPaying(randomIp(), member.mobile, 'wrong-6-password'),
      'invalid_credentials'
    );
  });
});
