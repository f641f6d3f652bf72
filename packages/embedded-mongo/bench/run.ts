/**
 * `npm run bench`: throughput and latency of the operations services lean on, through the
 * official driver. Runs against the embedded server, and also against a real MongoDB when
 * BENCH_MONGO_URL (or CONFORMANCE_MONGO_URL) is set, for a baseline.
 */
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId, type Collection } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';

interface Result {
  name: string;
  ops: number;
  opsPerSec: number;
  p50: number;
  p99: number;
}

const CITIES = ['Pune', 'Delhi', 'Chennai', 'Kolkata', 'Jaipur', 'Indore', 'Surat', 'Kochi'];

async function measure(name: string, count: number, op: (i: number) => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await op(i);
    latencies.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, ops: count, opsPerSec: (count / elapsed) * 1000, p50: at(0.5), p99: at(0.99) };
}

function profile(i: number) {
  return {
    _id: new ObjectId(),
    email: `user${i}@example.in`,
    age: 21 + (i % 40),
    city: CITIES[i % CITIES.length],
    score: (i * 7919) % 1000,
    bio: 'x'.repeat(100)
  };
}

async function runSuite(uri: string, label: string): Promise<Result[]> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const db = client.db(`bench_${Date.now().toString(36)}`);
  try {
    const results: Result[] = [];
    const inserts: Collection = db.collection('inserts');
    results.push(await measure('insertOne x10k', 10_000, (i) => inserts.insertOne(profile(i))));

    const profiles = db.collection('profiles');
    await profiles.createIndex({ email: 1 }, { unique: true });
    await profiles.createIndex({ city: 1, age: 1 });
    const ids: ObjectId[] = [];
    for (let start = 0; start < 100_000; start += 5_000) {
      const batch = Array.from({ length: 5_000 }, (_, k) => profile(start + k));
      ids.push(...batch.map((d) => d._id));
      await profiles.insertMany(batch);
    }
    results.push(
      await measure('findOne by _id (100k docs)', 5_000, (i) =>
        profiles.findOne({ _id: ids[(i * 7919) % ids.length] })
      )
    );
    results.push(
      await measure('findOne by unique email (100k docs)', 5_000, (i) =>
        profiles.findOne({ email: `user${(i * 7919) % 100_000}@example.in` })
      )
    );
    results.push(
      await measure('find filter+sort+limit 20 (100k docs)', 200, (i) =>
        profiles
          .find({ city: CITIES[i % CITIES.length], age: { $gte: 30 } })
          .sort({ score: -1 })
          .limit(20)
          .toArray()
      )
    );
    console.log(`\n${label}`);
    console.table(
      results.map((r) => ({
        operation: r.name,
        ops: r.ops,
        'ops/s': Math.round(r.opsPerSec),
        'p50 ms': r.p50.toFixed(3),
        'p99 ms': r.p99.toFixed(3)
      }))
    );
    return results;
  } finally {
    await db.dropDatabase().catch(() => undefined);
    await client.close();
  }
}

const server = await startEmbeddedMongo({ port: 0 });
try {
  await runSuite(server.uri, `embedded-mongo (in memory), node ${process.version}`);
} finally {
  await server.stop();
}
const baseline = process.env.BENCH_MONGO_URL ?? process.env.CONFORMANCE_MONGO_URL;
if (baseline) await runSuite(baseline, `baseline: ${baseline.replace(/\/\/[^@]*@/, '//')}`);
