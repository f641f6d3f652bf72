// Sign-in's own ceiling: a sign-in is bound by one argon2id password check, by design. How many checks a
// second this machine does with the realm's parameters (keycloak-dev's hashing, argon2id 19 MiB, 2 passes),
// every core busy: sign-in throughput is reported as a share of it.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '@matrimony/keycloak-dev';

export async function measureArgon2Ceiling(durationSec = 5): Promise<number> {
  const password = 'bench-ceiling-Password-1';
  const hash = await hashPassword(password);
  // argon2 runs on libuv's pool (4 threads): more checks in flight than cores keeps every core busy.
  const lanes = Math.max(4, cpus().length * 2);
  const started = performance.now();
  const until = started + durationSec * 1000;
  let checks = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(hash, password)))
          throw new Error('argon2 ceiling: the password did not verify');
        checks += 1;
      }
    })
  );
  return checks / ((performance.now() - started) / 1000);
}
