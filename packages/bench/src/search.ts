// Issue 13's search benchmark: explore through the gateway over the demo members, then over 20,000.
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';
import { generateMembers, seedDemoMembers } from '@matrimony/demo-data';
import { type Figures } from './budgets';
import { runLoad } from './load';

export interface SearchSettings {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

const QUERIES = {
  newest: '/api/profiles/search?sort=newest',
  match: '/api/profiles/search?sort=match',
  filtered: '/api/profiles/search?sort=newest&religion=Hindu&state=Tamil%20Nadu'
} as const;

async function bearer(gatewayUrl: string): Promise<string> {
  const { mobile, password } = READY_ACCOUNTS.bride;
  const response = await fetch(`${gatewayUrl}/api/identity/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password })
  });
  if (!response.ok) throw new Error(`sign-in as the demo bride: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

async function measureAt(
  prefix: string,
  gatewayUrl: string,
  authorization: string,
  settings: SearchSettings,
  log: (line: string) => void
): Promise<Figures> {
  const figures: Figures = {};
  for (const [name, path] of Object.entries(QUERIES)) {
    const url = `${gatewayUrl}${path}`;
    if (settings.warmupSec > 0)
      await runLoad({
        url,
        headers: { authorization },
        connections: settings.connections,
        durationSec: settings.warmupSec
      });
    const load = await runLoad({
      url,
      headers: { authorization },
      connections: settings.connections,
      durationSec: settings.durationSec
    });
    log(
      `  ${prefix}.${name}: ${load.reqPerSec.toFixed(1)} req/s, p50 ${load.p50Ms} ms, p97.5 ${load.p97_5Ms} ms, errors ${load.errors}`
    );
    figures[`${prefix}.${name}.req-per-sec`] = { value: load.reqPerSec };
    figures[`${prefix}.${name}.p50-ms`] = { value: load.p50Ms };
    figures[`${prefix}.${name}.p97_5-ms`] = { value: load.p97_5Ms };
    figures[`${prefix}.${name}.errors`] = { value: load.errors };
  }
  return figures;
}

const BUILD_SAMPLES = 10;

/**
 * Today's recommendations built on request over 20,000 members (what the hourly job does per member):
 * the demo bride's stored list is removed, then GET /recommendations builds it again. p50 and worst of 10.
 */
async function measureRecommendationBuild(
  gatewayUrl: string,
  authorization: string,
  client: MongoClient,
  log: (line: string) => void
): Promise<Figures> {
  const db = client.db('profile');
  const bride = await db
    .collection('profiles')
    .findOne({ mobile: READY_ACCOUNTS.bride.mobile }, { projection: { userId: 1 } });
  if (!bride)
    return { 'search.20000.recommendations-build.p50-ms': { missing: 'the demo bride has no profile' } };
  const times: number[] = [];
  for (let i = 0; i < BUILD_SAMPLES; i += 1) {
    await db.collection('recommendation_lists').deleteMany({ userId: bride.userId });
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/api/profiles/recommendations`, {
      headers: { authorization }
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /recommendations answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  log(
    `  recommendations built over 20,000 members: p50 ${times[BUILD_SAMPLES / 2]!.toFixed(0)} ms, worst ${times[BUILD_SAMPLES - 1]!.toFixed(0)} ms`
  );
  return {
    'search.20000.recommendations-build.p50-ms': { value: Math.round(times[BUILD_SAMPLES / 2]!) },
    'search.20000.recommendations-build.max-ms': { value: Math.round(times[BUILD_SAMPLES - 1]!) }
  };
}

/** The stack must have been seeded (ready accounts + demo members); grows the directory to 20,000 for the second round. */
export async function measureSearch(
  gatewayUrl: string,
  mongoUrl: string,
  settings: SearchSettings,
  log: (line: string) => void
): Promise<Figures> {
  const authorization = await bearer(gatewayUrl);
  const client = await MongoClient.connect(mongoUrl);
  try {
    const profiles = client.db('profile').collection('profiles');
    const first = await profiles.countDocuments({});
    const figures = await measureAt(`search.${first}`, gatewayUrl, authorization, settings, log);
    const started = Date.now();
    const added = await seedDemoMembers(
      client.db('profile'),
      client.db('billing'),
      generateMembers(20_000),
      new Date()
    );
    log(`  grew the directory by ${added} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    Object.assign(figures, await measureAt('search.20000', gatewayUrl, authorization, settings, log));
    Object.assign(figures, await measureRecommendationBuild(gatewayUrl, authorization, client, log));
    return figures;
  } finally {
    await client.close();
  }
}
