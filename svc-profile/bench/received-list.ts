// In-process cost of reading an interests box (app, mongoose and the embedded server in one process), for
// profiling without the gateway: `node --import tsx --cpu-prof bench/received-list.ts`.
// 20 premium brides send an interest each to one groom; the groom then reads his received box 400 times,
// 10 at a time (what the connections bench's visibility polls do). Prints the mean per read.
import request from 'supertest';
import { BASE_PATH } from '../src/app';
import { startProfileStack } from '../test/support/stack';
import { approvedMember } from './members';

const stack = await startProfileStack();
const make = (id: string, groom: boolean) => approvedMember(stack, id, groom);
const groom = await make('g0', true);
for (let i = 0; i < 20; i += 1) {
  const bride = await make(`b${i}`, false);
  await request(stack.app)
    .post(`${BASE_PATH}/interests`)
    .set('Authorization', bride.auth)
    .send({ to: groom.profileId })
    .expect(201);
}
const read = () =>
  request(stack.app)
    .get(`${BASE_PATH}/interests?box=received&pageSize=100`)
    .set('Authorization', groom.auth)
    .expect(200);
for (let i = 0; i < 20; i += 1) await read();
const started = performance.now();
for (let round = 0; round < 40; round += 1) await Promise.all(Array.from({ length: 10 }, read));
console.log(
  `400 reads, ${((performance.now() - started) / 400).toFixed(1)} ms each (10 at a time, in one process)`
);
await stack.close();
