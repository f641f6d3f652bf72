// Candidate lists against the window they replace, over generated members, in one process (app, mongoose, the
// embedded server and the load): `node --import tsx bench/candidate-lists.ts [--members 2000] [--json]`.
// Measures a list's build (CPU ms and documents written per member, every eligible candidate scored), placing one
// changed profile in PLACE_IN_LISTS others' lists, then best match through HTTP at 10 connections: read from the list
// and, side by side in the same run, today's window scoring (the same member with the list removed). `--json` prints
// the figures as one JSON line last (packages/bench's `candidate-lists` group reads it into the bench history).
import { type AddressInfo } from 'node:net';
import { type Types } from 'mongoose';
import request from 'supertest';
import { generateMembers, seedDemoMembers } from '@matrimony/demo-data';
import { BASE_PATH } from '../src/app';
import {
  buildCandidateList,
  CANDIDATE_LIST_SIZE,
  PLACE_IN_LISTS,
  placeInOthersLists
} from '../src/discovery/candidate-lists';
import { validProfileBody } from '../test/support/fixtures';
import { startProfileStack } from '../test/support/stack';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const MEMBERS = Number(argument('--members') ?? 20_000);
const CONNECTIONS = 10;
const DURATION_MS = Number(argument('--seconds') ?? 15) * 1000;
const WARMUP_MS = 3000;
const BUILD_SAMPLES = 20;

const stack = await startProfileStack();
const client = stack.conn.getClient();
const now = new Date();
const seeded = performance.now();
await seedDemoMembers(client.db('profile'), client.db('billing'), generateMembers(MEMBERS), now);
await stack.registerIdentity('viewer', 'Viewer Surname');
await request(stack.app)
  .post(BASE_PATH)
  .set('Authorization', stack.bearer('viewer'))
  .send(validProfileBody())
  .expect(201);
await stack.stores.profiles.model.updateOne(
  { userId: 'viewer' },
  { $set: { moderationStatus: 'approved', lastActiveAt: now } }
);
const viewer = (await stack.stores.profiles.findByUserId('viewer'))!;
const figures: Record<string, number> = {};
const prefix = `candidate-lists.${MEMBERS}`;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

// Build: a sample of members of both sides, CPU of this whole process (the embedded server's work included).
const sample = await stack.stores.profiles.model
  .find({ moderationStatus: 'approved', userId: { $ne: 'viewer' } }, { userId: 1 })
  .sort({ lastActiveAt: -1 })
  .limit(BUILD_SAMPLES)
  .lean<{ userId: string }[]>();
await buildCandidateList(stack.stores, 'viewer', now);
const buildCpu: number[] = [];
const buildWall: number[] = [];
let scored = 0;
for (const { userId } of sample) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  scored += await buildCandidateList(stack.stores, userId, now);
  buildWall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  buildCpu.push((used.user + used.system) / 1000);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const viewerList = (await stack.stores.candidateLists.find('viewer'))!;
console.log(`seeded ${MEMBERS} members in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
console.log(
  `${MEMBERS} members: a list build scores ${Math.round(scored / sample.length)} candidates on average and keeps ` +
    `${Math.min(CANDIDATE_LIST_SIZE, viewerList.entries.length)}; CPU median ${median(buildCpu).toFixed(0)} ms, ` +
    `wall median ${median(buildWall).toFixed(0)} ms, 1 document written (${BUILD_SAMPLES} members)`
);
figures[`${prefix}.build.cpu-ms`] = round(median(buildCpu));
figures[`${prefix}.build.wall-ms`] = round(median(buildWall));
figures[`${prefix}.build.documents-written`] = 1;
figures[`${prefix}.build.candidates-scored`] = Math.round(scored / sample.length);

// Placing one changed profile: give PLACE_IN_LISTS members of the viewer's other side a list (copies), then place her.
const others = await stack.stores.profiles.recentlyActive(
  { gender: viewer.lookingFor, lookingFor: viewer.gender, moderationStatus: 'approved', hidden: false },
  { userId: 1 },
  PLACE_IN_LISTS
);
const { _id: unused, ...listBody } = viewerList;
void unused;
const listed = await stack.stores.candidateLists.keysOf(others.map((doc) => doc.userId));
await stack.stores.candidateLists.model.collection.insertMany(
  others
    .filter((doc) => doc.userId !== 'viewer' && !listed.has(doc.userId))
    .map((doc) => ({ ...listBody, _id: doc.userId as unknown as Types.ObjectId }))
);
const placeCpu = process.cpuUsage();
const placeStarted = performance.now();
const placed = await placeInOthersLists(stack.stores, 'viewer', now);
const placeWall = performance.now() - placeStarted;
const placeUsed = process.cpuUsage(placeCpu);
console.log(
  `one changed profile placed in ${placed} lists: CPU ${((placeUsed.user + placeUsed.system) / 1000).toFixed(0)} ms, ` +
    `wall ${placeWall.toFixed(0)} ms, ${placed} list documents updated`
);
figures[`${prefix}.place.cpu-ms`] = round((placeUsed.user + placeUsed.system) / 1000);
figures[`${prefix}.place.lists-updated`] = placed;

// Reads: best match through HTTP, 10 connections, from the list and then from the window (list removed).
const server = stack.app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE_PATH}`;
const authorization = stack.bearer('viewer');

async function load(query: string, durationMs: number) {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + durationMs;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/search?${query}`, { headers: { authorization } });
        await response.arrayBuffer();
        if (response.ok) times.push(performance.now() - started);
        else errors += 1;
      }
    })
  );
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    reqPerSec: times.length / (durationMs / 1000),
    // This whole process (app, embedded server, the load's own fetches) per answered request: unlike latency, it
    // holds on a machine that other work shares.
    cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, times.length + errors),
    p50: times[Math.floor(times.length * 0.5)] ?? NaN,
    p97_5: times[Math.floor(times.length * 0.975)] ?? NaN,
    errors
  };
}

const queries = { match: 'sort=match', 'match-verified': 'sort=match&verifiedOnly=true' };
const list = (await stack.stores.candidateLists.find('viewer'))!;
for (const [arm, withList] of [
  ['list', true],
  ['window', false]
] as const) {
  if (withList) await stack.stores.candidateLists.save(list);
  else await stack.stores.candidateLists.eraseOf('viewer');
  for (const [name, query] of Object.entries(queries)) {
    await load(query, WARMUP_MS);
    const result = await load(query, DURATION_MS);
    console.log(
      `${name} from the ${arm}: ${result.reqPerSec.toFixed(1)} req/s, p50 ${result.p50.toFixed(0)} ms, ` +
        `p97.5 ${result.p97_5.toFixed(0)} ms, CPU ${result.cpuMsPerRequest.toFixed(2)} ms a request, ` +
        `errors ${result.errors}`
    );
    figures[`${prefix}.${name}.${arm}.cpu-ms-per-request`] = round(result.cpuMsPerRequest, 2);
    figures[`${prefix}.${name}.${arm}.req-per-sec`] = round(result.reqPerSec);
    figures[`${prefix}.${name}.${arm}.p97_5-ms`] = Math.round(result.p97_5);
    figures[`${prefix}.${name}.${arm}.errors`] = result.errors;
  }
}
for (const name of Object.keys(queries)) {
  const speedup =
    figures[`${prefix}.${name}.list.req-per-sec`]! / figures[`${prefix}.${name}.window.req-per-sec`]!;
  console.log(`${name}: the list answers ${speedup.toFixed(1)}× the window's req/s`);
  figures[`${prefix}.${name}.speedup`] = round(speedup, 2);
}
server.close();
await stack.close();
if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
