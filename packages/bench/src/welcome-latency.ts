import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createAccount,
  subscriptionOf,
  testMember,
  verifyMobile,
  type OtpInbox,
  type RegisteredMember
} from '@matrimony/resilience';
import { percentile } from './stats';

const premiumWithinMs = 30_000;
const pollEveryMs = 10;

export interface WelcomeLatency {
  members: RegisteredMember[];
  /** ms from the 201 of POST /accounts to the first GET /subscriptions/me with isPremium true. */
  latenciesMs: number[];
  /** Members not premium within 30 s. */
  neverPremium: number;
  p50Ms: number;
  p95Ms: number;
}

async function untilPremium(gatewayUrl: string, accessToken: string): Promise<number | undefined> {
  const deadline = performance.now() + premiumWithinMs;
  while (performance.now() < deadline) {
    const { isPremium } = await subscriptionOf(gatewayUrl, accessToken).catch(() => ({ isPremium: false }));
    if (isPremium) return performance.now();
    await sleep(pollEveryMs);
  }
  return undefined;
}

/**
 * Registers `count` members through the gateway (captcha, OTP, account) a few at a time and times,
 * for each, registration accepted → welcome premium readable.
 */
export async function measureWelcomeLatency(
  gatewayUrl: string,
  inbox: OtpInbox,
  count: number,
  concurrency = 4
): Promise<WelcomeLatency> {
  const members: RegisteredMember[] = [];
  const latenciesMs: number[] = [];
  let neverPremium = 0;
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const member = testMember(next++);
      const phoneToken = await verifyMobile(gatewayUrl, member, inbox);
      const registered = await createAccount(gatewayUrl, member, phoneToken);
      const acceptedAt = performance.now();
      const premiumAt = await untilPremium(gatewayUrl, registered.tokens.access_token);
      if (premiumAt === undefined) neverPremium += 1;
      else latenciesMs.push(premiumAt - acceptedAt);
      members.push(registered);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return {
    members,
    latenciesMs,
    neverPremium,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95)
  };
}
