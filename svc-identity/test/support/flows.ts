import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { type Express } from 'express';
import request from 'supertest';
import { BASE_PATH } from '../../src/app';
import { type Stack } from './stack';

export const api = (path: string) => `${BASE_PATH}${path}`;

/** The two boxes the wizard's last step asks for: the terms and privacy policy, and the declaration of intent. */
export const CONSENT = { termsAccepted: true, declarationAccepted: true } as const;

export function randomMobile(): string {
  return `9${randomInt(100_000_000, 999_999_999)}`;
}

/** A fresh client address (per-IP limits are per test, not shared across the file). */
export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send the base64 payload. */
export async function solvedCaptcha(app: Express, ip?: string): Promise<string> {
  // The challenge's difficulty depends on the address asking, so it is fetched from the one that will use it.
  const ask = request(app).get(api('/otp/challenge'));
  const { body: challenge } = await (ip ? ask.set('X-Forwarded-For', ip) : ask).expect(200);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber
  ).promise;
  if (!solution) throw new Error('captcha could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fails with the response body in the message, so a wrong status explains itself. */
export function expectStatus<R extends { status: number; body: unknown }>(res: R, status: number): R {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

export async function sendOtp(app: Express, mobile: string, ip = randomIp()) {
  return request(app)
    .post(api('/otp'))
    .set('X-Forwarded-For', ip)
    .send({ mobile, challenge: await solvedCaptcha(app, ip) });
}

/** The code svc-notify would text to the mobile, read from IDENTITY_SECRETS. */
export async function otpFor(stack: Stack, mobile: string): Promise<string> {
  const event = await stack.secrets.take(
    (e) => e.type === 'identity.otp.requested' && (e.data as { mobile: string }).mobile === mobile
  );
  return (event.data as { code: string }).code;
}

export async function verifiedPhoneToken(stack: Stack, mobile: string): Promise<string> {
  expectStatus(await sendOtp(stack.app, mobile), 202);
  const code = await otpFor(stack, mobile);
  const res = await request(stack.app).post(api('/otp/verify')).send({ mobile, code }).expect(200);
  return res.body.phoneToken as string;
}

export interface Member {
  mobile: string;
  email: string;
  password: string;
  fullName: string;
  userId: string;
  tokens: { access_token: string; refresh_token: string };
}

export async function registerMember(
  stack: Stack,
  overrides: Partial<Pick<Member, 'password' | 'fullName'>> = {}
): Promise<Member> {
  const mobile = randomMobile();
  const phoneToken = await verifiedPhoneToken(stack, mobile);
  const details = {
    email: `member-${mobile}@example.in`,
    password: overrides.password ?? `Kerala-${mobile}`,
    fullName: overrides.fullName ?? 'Anjali Ravi Menon'
  };
  const res = await request(stack.app)
    .post(api('/accounts'))
    .send({ phoneToken, ...details, ...CONSENT })
    .expect(201);
  return { mobile, ...details, userId: res.body.userId, tokens: res.body };
}

/** keycloak-js's updateToken(): a form POST with the browser's client id, to svc-identity's token endpoint. */
export async function refreshLikeKeycloakJs(
  stack: Stack,
  refreshToken: string
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(stack.app)
    .post(api('/sessions/tokens'))
    .type('form')
    .send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'matrimony-web' });
  return { status: res.status, body: res.body as Record<string, unknown> };
}
