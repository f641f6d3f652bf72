import { type Request } from 'autocannon';
import { sampleProfileBody } from '@matrimony/catalog/testing';
import { signIn, type RegisteredMember } from '@matrimony/resilience';
import { measureArgon2Ceiling } from './argon2-ceiling';
import { CEILING_PATH } from './ceiling';
import { type Figures } from './budgets';
import { runLoad, type LoadFigures } from './load';

export interface ApiSettings {
  connections: number;
  /** Sign-in is measured within its capacity (5 connections), not at the reads' 50. */
  signInConnections: number;
  durationSec: number;
  warmupSec: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

export const endpoints = {
  ceiling: { name: 'ceiling', method: 'GET', path: CEILING_PATH },
  catalog: { name: 'catalog', method: 'GET', path: '/api/profiles/catalog' },
  profileMe: { name: 'profile-me', method: 'GET', path: '/api/profiles/me' },
  subscriptionMe: { name: 'subscription-me', method: 'GET', path: '/api/billing/subscriptions/me' },
  signIn: { name: 'sign-in', method: 'POST', path: '/api/identity/sessions' }
} as const satisfies Record<string, Endpoint>;

/** Why a probe of the endpoint did not answer 2xx, or undefined when it did. */
async function probe(url: string, init: RequestInit): Promise<string | undefined> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).catch(
    (error: Error) => error
  );
  if (response instanceof Error) return `${url} did not answer (${response.message})`;
  const body = await response.text();
  if (response.ok) return undefined;
  const title = /"title"\s*:\s*"([^"]+)"/.exec(body)?.[1];
  return `answered ${response.status}${title ? ` (${title})` : ''}`;
}

/** Creates the member's profile so GET /me has something to read; a failure is returned as the reason. */
export async function ensureProfile(
  gatewayUrl: string,
  member: RegisteredMember
): Promise<string | undefined> {
  const tokens = await signIn(gatewayUrl, member);
  const response = await fetch(`${gatewayUrl}/api/profiles/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      'content-type': 'application/json',
      'x-forwarded-for': member.ip
    },
    body: JSON.stringify(sampleProfileBody())
  });
  const body = await response.text();
  if (response.status === 201 || response.status === 409) return undefined;
  return `POST /api/profiles/ answered ${response.status}: ${body.slice(0, 200)}`;
}

function loadFigures(prefix: string, load: LoadFigures, ceiling?: LoadFigures): Figures {
  const figures: Figures = {
    [`${prefix}.req-per-sec`]: { value: load.reqPerSec },
    [`${prefix}.p50-ms`]: { value: load.p50Ms },
    [`${prefix}.p99-ms`]: { value: load.p99Ms },
    [`${prefix}.errors`]: { value: load.errors },
    [`${prefix}.timeouts`]: { value: load.timeouts }
  };
  if (ceiling) figures[`${prefix}.ratio-to-ceiling`] = { value: load.reqPerSec / ceiling.reqPerSec };
  return figures;
}

function missingFigures(prefix: string, reason: string, withRatio: boolean): Figures {
  const names = ['req-per-sec', 'p50-ms', 'p99-ms', 'errors', ...(withRatio ? ['ratio-to-ceiling'] : [])];
  return Object.fromEntries(names.map((n) => [`${prefix}.${n}`, { missing: reason }]));
}

export interface ApiResult {
  figures: Figures;
  /** Status counts per run (e.g. how many sign-ins met a rate limit). */
  statuses: Record<string, Record<string, number>>;
}

/** Sign-in bodies rotate over the members, each request from its own client address (198.19.0.0/16). */
function rotatingSignIn(members: RegisteredMember[]): (request: Request) => Request {
  let n = 0;
  return (request) => {
    const member = members[n % members.length]!;
    const ip = `198.19.${(n >> 8) & 255}.${n & 255}`;
    n += 1;
    return {
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ mobile: member.mobile, password: member.password })
    };
  };
}

/**
 * autocannon through the gateway: each endpoint (after a warm-up) right after a run of the ceiling.
 * An endpoint that does not answer 2xx to a single probe is reported missing instead of loaded.
 */
export async function measureApi(
  gatewayUrl: string,
  ceilingUrl: string,
  members: RegisteredMember[],
  settings: ApiSettings,
  log: (line: string) => void
): Promise<ApiResult> {
  const figures: Figures = {};
  const statuses: ApiResult['statuses'] = {};
  const run = async (
    endpoint: Endpoint,
    base: string,
    extra: Partial<Parameters<typeof runLoad>[0]>,
    warmup = true
  ) => {
    const options = {
      url: `${base}${endpoint.path}`,
      method: endpoint.method,
      connections: settings.connections,
      ...extra
    };
    log(
      `  ${endpoint.name}: ${warmup ? `warm-up ${settings.warmupSec} s, then ` : ''}${settings.durationSec} s × ${options.connections} connections`
    );
    if (warmup) await runLoad({ ...options, durationSec: settings.warmupSec });
    const load = await runLoad({ ...options, durationSec: settings.durationSec });
    const counts = (statuses[endpoint.name] ??= {});
    for (const [status, n] of Object.entries(load.statuses)) counts[status] = (counts[status] ?? 0) + n;
    return load;
  };
  // The machine's speed drifts (other work, thermal): the ceiling is measured right before each endpoint
  // and each ratio uses its own neighbour.
  const ceilings: LoadFigures[] = [];
  let ceilingWarm = false;
  const ceilingNow = async () => {
    const load = await run(endpoints.ceiling, ceilingUrl, {}, !ceilingWarm);
    ceilingWarm = true;
    ceilings.push(load);
    return load;
  };
  /** Loads the endpoint after a ceiling run; `ownCeiling` (sign-in's argon2 checks/s) is measured right before and after the load. */
  const measured = async (
    prefix: string,
    endpoint: Endpoint,
    extra: Partial<Parameters<typeof runLoad>[0]>,
    ownCeiling?: () => Promise<number>
  ) => {
    const ceiling = await ceilingNow();
    const ownBefore = await ownCeiling?.();
    const load = await run(endpoint, gatewayUrl, extra);
    const ownAfter = await ownCeiling?.();
    Object.assign(figures, loadFigures(prefix, load, ceiling));
    figures[`${prefix}.ceiling-req-per-sec`] = { value: ceiling.reqPerSec };
    return ownBefore === undefined || ownAfter === undefined
      ? undefined
      : { before: ownBefore, after: ownAfter };
  };

  const member = members[0];
  const authed = async () => {
    if (!member) throw new Error('no member could register, so nothing can sign in');
    const tokens = await signIn(gatewayUrl, member);
    return { authorization: `Bearer ${tokens.access_token}`, 'x-forwarded-for': member.ip };
  };

  const reads: [Endpoint, () => Promise<Record<string, string>>][] = [
    [endpoints.catalog, async () => ({})],
    [endpoints.profileMe, authed],
    [endpoints.subscriptionMe, authed]
  ];
  if (member) {
    const profileProblem = await ensureProfile(gatewayUrl, member);
    if (profileProblem) log(`  profile for GET /me could not be created: ${profileProblem}`);
  }
  for (const [endpoint, headersFor] of reads) {
    const prefix = `api.${endpoint.name}`;
    try {
      const headers = await headersFor();
      const problem = await probe(`${gatewayUrl}${endpoint.path}`, { headers });
      if (problem) {
        Object.assign(
          figures,
          missingFigures(prefix, `${endpoint.method} ${endpoint.path} ${problem}`, true)
        );
        continue;
      }
      await measured(prefix, endpoint, { headers });
    } catch (error) {
      Object.assign(figures, missingFigures(prefix, (error as Error).message, true));
    }
  }

  const signInPrefix = `api.${endpoints.signIn.name}`;
  if (members.length === 0) {
    Object.assign(
      figures,
      missingFigures(signInPrefix, 'no member could register, so nothing can sign in', true)
    );
  } else {
    const first = members[0]!;
    const problem = await probe(`${gatewayUrl}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.255.253' },
      body: JSON.stringify({ mobile: first.mobile, password: first.password })
    });
    if (problem)
      Object.assign(figures, missingFigures(signInPrefix, `POST ${endpoints.signIn.path} ${problem}`, true));
    else {
      // Within capacity (a few connections), against its own ceiling: the password check it exists to make,
      // measured right before and right after the sign-ins (the machine's speed drifts by 5-10 % within minutes).
      // The first member also signs in for the reads and the probe: the rotation leaves it out, so no mobile meets its limit.
      const checks = (await measured(
        signInPrefix,
        endpoints.signIn,
        { setupRequest: rotatingSignIn(members.slice(1)), connections: settings.signInConnections },
        () => measureArgon2Ceiling()
      ))!;
      const checksPerSec = (checks.before + checks.after) / 2;
      log(
        `  argon2id checks on this machine (realm parameters, every core): ${checks.before.toFixed(1)}/s before, ${checks.after.toFixed(1)}/s after`
      );
      figures[`${signInPrefix}.argon2-checks-per-sec`] = { value: checksPerSec };
      const signIns = figures[`${signInPrefix}.req-per-sec`];
      if (signIns && 'value' in signIns)
        figures[`${signInPrefix}.ratio-to-argon2`] = { value: signIns.value / checksPerSec };
    }
  }
  if (ceilings.length === 0) await ceilingNow();
  // The ceiling reported on its own is the median of its runs.
  const median = [...ceilings].sort((a, b) => a.reqPerSec - b.reqPerSec)[
    Math.floor((ceilings.length - 1) / 2)
  ]!;
  Object.assign(figures, loadFigures('api.ceiling', median));
  figures['api.ceiling.runs'] = { value: ceilings.length };
  return { figures, statuses };
}
