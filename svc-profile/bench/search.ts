// In-process cost of explore over 20,000 generated members (app, mongoose and the embedded server in
// one process): `node --import tsx bench/search.ts`. Prints the mean per search of each kind.
import request from 'supertest';
import { generateMembers, seedDemoMembers } from '@matrimony/demo-data';
import { BASE_PATH } from '../src/app';
import { validProfileBody } from '../test/support/fixtures';
import { startProfileStack } from '../test/support/stack';

const stack = await startProfileStack();
const client = stack.conn.getClient();
await seedDemoMembers(client.db('profile'), client.db('billing'), generateMembers(20_000), new Date());
await stack.registerIdentity('viewer', 'Viewer Surname');
await request(stack.app)
  .post(BASE_PATH)
  .set('Authorization', stack.bearer('viewer'))
  .send(validProfileBody())
  .expect(201);
const queries = {
  newest: 'sort=newest',
  match: 'sort=match',
  filtered: 'sort=newest&religion=Hindu&state=Tamil%20Nadu',
  verifiedMatch: 'sort=match&verifiedOnly=true',
  verifiedNewest: 'sort=newest&verifiedOnly=true',
  active: 'sort=active'
};
for (const [name, query] of Object.entries(queries)) {
  const times: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const started = performance.now();
    const res = await request(stack.app)
      .get(`${BASE_PATH}/search?${query}`)
      .set('Authorization', stack.bearer('viewer'));
    if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[7]!.toFixed(0)} ms, worst ${times[14]!.toFixed(0)} ms`);
}
await stack.close();
