// In-process cost of an interest send (app, mongoose and the embedded server in one process), for
// profiling without the gateway: `node --import tsx --cpu-prof bench/interest-sends.ts`.
// 20 premium brides send 400 interests to 20 grooms, 20 at a time; prints the mean per send.
import request from 'supertest';
import { BASE_PATH } from '../src/app';
import { startProfileStack } from '../test/support/stack';
import { approvedMember, type BenchMember as Sender } from './members';

const stack = await startProfileStack();
stack.clock.now = new Date(Date.now() + 86_400_000);
const make = (id: string, groom: boolean) => approvedMember(stack, id, groom);
const brides: Sender[] = [];
const grooms: Sender[] = [];
for (let i = 0; i < 20; i += 1) {
  brides.push(await make(`b${i}`, false));
  grooms.push(await make(`g${i}`, true));
}
const premiumUntil = new Date(Date.now() + 90 * 86_400_000);
for (const bride of brides)
  await stack.stores.plans.apply(
    bride.id,
    { subscriptionId: `s${bride.id}`, planType: 'premium', status: 'active', endDate: premiumUntil },
    new Date()
  );
const started = performance.now();
let sent = 0;
for (let round = 0; round < 20; round += 1) {
  await Promise.all(
    brides.map(async (bride, i) => {
      const res = await request(stack.app)
        .post(`${BASE_PATH}/interests`)
        .set('Authorization', bride.auth)
        .send({ to: grooms[(i + round) % 20]!.profileId });
      if (res.status !== 201) throw new Error(`send answered ${res.status}`);
      sent += 1;
    })
  );
}
console.log(
  `${sent} sends, ${((performance.now() - started) / sent).toFixed(1)} ms each (20 at a time, in one process)`
);
await stack.close();
