import { solveChallenge } from 'altcha-lib';
import { type OtpInbox } from './otp-inbox';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface Member {
  mobile: string;
  email: string;
  password: string;
  fullName: string;
  /** The client address this member's requests claim (X-Forwarded-For), so per-IP limits see distinct clients. */
  ip: string;
}

export interface RegisteredMember extends Member {
  userId: string;
  tokens: Tokens;
}

/**
 * A test member: mobile 9XXXXXXXXX from the index, an address in 198.18.0.0/15 (RFC 2544, the
 * range set aside for benchmarks; not private, so the services' trust-proxy setting honours it).
 */
export function testMember(index: number, run = Date.now() % 1000): Member {
  const serial = String(run * 100_000 + index)
    .padStart(9, '0')
    .slice(-9);
  return {
    mobile: `9${serial}`,
    email: `member${serial}@example.com`,
    password: `Kalyanam-${serial}-Tj`,
    fullName: `Test Member ${index}`,
    ip: `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`
  };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
  }
}

async function call<T>(what: string, url: string, init: RequestInit & { ip: string }): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', init.ip);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, what);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Solves svc-identity's ALTCHA proof of work as the browser widget does, returning the base64 payload. */
export async function solveCaptcha(identityUrl: string, ip: string): Promise<string> {
  const challenge = await call<AltchaChallenge>(
    'GET /otp/challenge',
    `${identityUrl}/api/identity/otp/challenge`,
    { ip }
  );
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber
  ).promise;
  if (!solution) throw new Error('The ALTCHA challenge had no solution within its maximum number');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** OTP sent, read and verified: the phone token that POST /accounts takes. */
export async function verifyMobile(identityUrl: string, member: Member, inbox: OtpInbox): Promise<string> {
  const challenge = await solveCaptcha(identityUrl, member.ip);
  const api = `${identityUrl}/api/identity`;
  await call('POST /otp', `${api}/otp`, {
    method: 'POST',
    ip: member.ip,
    body: JSON.stringify({ mobile: member.mobile, challenge })
  });
  const code = await inbox.codeFor(member.mobile);
  const { phoneToken } = await call<{ phoneToken: string }>('POST /otp/verify', `${api}/otp/verify`, {
    method: 'POST',
    ip: member.ip,
    body: JSON.stringify({ mobile: member.mobile, code })
  });
  return phoneToken;
}

/** POST /accounts with a verified phone token: the registration itself. */
export async function createAccount(
  identityUrl: string,
  member: Member,
  phoneToken: string
): Promise<RegisteredMember> {
  const { email, password, fullName } = member;
  const created = await call<Tokens & { userId: string }>(
    'POST /accounts',
    `${identityUrl}/api/identity/accounts`,
    {
      method: 'POST',
      ip: member.ip,
      // The wizard's last step: the terms and privacy policy accepted, the declaration of matrimonial intent ticked.
      body: JSON.stringify({
        phoneToken,
        email,
        password,
        fullName,
        termsAccepted: true,
        declarationAccepted: true
      })
    }
  );
  return {
    ...member,
    userId: created.userId,
    tokens: { access_token: created.access_token, refresh_token: created.refresh_token }
  };
}

/** The whole sign-up through svc-identity's API: captcha, OTP, verification, account. */
export async function registerMember(
  identityUrl: string,
  member: Member,
  inbox: OtpInbox
): Promise<RegisteredMember> {
  return createAccount(identityUrl, member, await verifyMobile(identityUrl, member, inbox));
}

export function signIn(identityUrl: string, member: Member): Promise<Tokens> {
  return call<Tokens>('POST /sessions', `${identityUrl}/api/identity/sessions`, {
    method: 'POST',
    ip: member.ip,
    body: JSON.stringify({ mobile: member.mobile, password: member.password })
  });
}

export interface SubscriptionMe {
  subscription: { planType: 'free' | 'premium'; amount: number; endDate: string | null };
  isPremium: boolean;
}

export function subscriptionOf(
  billingUrl: string,
  accessToken: string,
  ip = '198.18.255.254'
): Promise<SubscriptionMe> {
  return call<SubscriptionMe>('GET /subscriptions/me', `${billingUrl}/api/billing/subscriptions/me`, {
    ip,
    headers: { authorization: `Bearer ${accessToken}` }
  });
}
