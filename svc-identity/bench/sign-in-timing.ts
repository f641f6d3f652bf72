// Sign-in timing for an unknown mobile versus a wrong password (account enumeration by timing).
// Run: cd svc-identity && node --import tsx bench/sign-in-timing.ts
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { startStack } from '../test/support/stack';
import { api, randomIp, randomMobile, registerMember } from '../test/support/flows';

const MEMBERS = 10;
// Keycloak locks an account after 5 failures; stay below so every sample is a plain wrong password.
const WRONG_PER_MEMBER = 4;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `n=${sorted.length} median=${at(0.5)} ms p90=${at(0.9)} ms min=${sorted[0]!.toFixed(1)} ms max=${sorted[sorted.length - 1]!.toFixed(1)} ms`;
}

const stack = await startStack();
try {
  const members = [];
  for (let i = 0; i < MEMBERS; i += 1) members.push(await registerMember(stack));
  const timeSignIn = async (mobile: string, password: string) => {
    const start = performance.now();
    await request(stack.app)
      .post(api('/sessions'))
      .set('X-Forwarded-For', randomIp())
      .send({ mobile, password })
      .expect(401);
    return performance.now() - start;
  };
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let round = 0; round < WRONG_PER_MEMBER; round += 1) {
    for (const member of members) {
      // Interleaved so that warm-up and background load affect both kinds alike.
      unknown.push(await timeSignIn(randomMobile(), member.password));
      wrong.push(await timeSignIn(member.mobile, `${member.password}-wrong`));
    }
  }
  console.log(`unknown mobile : ${summary(unknown)}`);
  console.log(`wrong password : ${summary(wrong)}`);
} finally {
  await stack.stop();
}
