import { type Gateway } from '@matrimony/dev-stack';
import { expect } from 'chai';
import fc from 'fast-check';
import { registerMember, startPlatform, tapOtpCodes, testMember, type Platform } from '../src/index';
import { startPlatformGateway } from './support/gateway';
import { knownFields, publicEndpoints, type Endpoint } from './support/endpoints';
import { mapPool } from './support/pool';
import { bodyOf } from './support/answers';

const REQUESTS = 2000;
const HANG_MS = 10_000;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const weirdSegment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '..',
    '%2e%2e',
    '%00',
    'null',
    '-1',
    '0',
    'a'.repeat(600),
    'small',
    'large',
    '%F0%9F%98%80'
  )
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^\d{6}$/),
  fc.stringMatching(/^\d{10}$/),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.object({ maxDepth: 1 }),
  fc.string({ minLength: 5000, maxLength: 6000 })
);
const knownShapeBody = fc
  .dictionary(fc.constantFrom(...knownFields), fieldValue, { maxKeys: 6 })
  .map((o) => JSON.stringify(o));
const body = fc.oneof(
  { weight: 4, arbitrary: knownShapeBody },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"a":',
      '[',
      '{"mobile": "98765',
      'null',
      '"x"',
      '{}',
      '[]',
      '\u0000',
      '{"__proto__": {"admin": true}}'
    )
  },
  { weight: 1, arbitrary: fc.constant(`{"pad":"${'x'.repeat(150_000)}"}`) }
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  ''
);

function requestArbitrary(tokens: { valid: string }): fc.Arbitrary<FuzzRequest> {
  const endpoint = fc.constantFrom<Endpoint>(...publicEndpoints);
  const method = (e: Endpoint) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(e.method) },
      { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') }
    );
  const auth = fc.constantFrom<string | undefined>(
    undefined,
    `Bearer ${tokens.valid}`,
    `Bearer ${tokens.valid}`,
    'Bearer garbage',
    'Basic Zm9vOmJhcg==',
    `Bearer ${tokens.valid.slice(0, -4)}AAAA`,
    'Bearer '
  );
  const query = fc.option(
    fc.dictionary(fc.constantFrom('to', 'size', 'page', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
    { nil: undefined }
  );
  return endpoint.chain((e) =>
    fc
      .record({
        method: method(e),
        segments: fc.array(weirdSegment, { minLength: 2, maxLength: 2 }),
        auth,
        contentType,
        body: fc.option(body, { nil: undefined }),
        query
      })
      .map(({ method: m, segments, auth: a, contentType: ct, body: b, query: q }) => {
        let i = 0;
        const filled = e.path.replace(/:[a-z]+/g, () => segments[i++]!);
        const search = q && Object.keys(q).length ? `?${new URLSearchParams(q).toString()}` : '';
        const headers: Record<string, string> = {
          'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
        };
        if (a) headers.authorization = a;
        if (ct) headers['content-type'] = ct;
        const sendsBody = b !== undefined && m !== 'GET' && m !== 'HEAD';
        return { method: m, path: filled + search, headers, body: sendsBody ? b : undefined };
      })
  );
}

/** What is wrong with the answer to one request, or undefined when it is acceptable; statuses counts every answer. */
async function judge(
  gatewayUrl: string,
  request: FuzzRequest,
  statuses: Map<number, number>
): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(HANG_MS)
    });
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError'
      ? `no answer within ${HANG_MS} ms`
      : `request failed: ${(error as Error).message}`;
  }
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const text = await bodyOf(response);
  if (response.status >= 500) return `answered ${response.status}: ${text.slice(0, 200)}`;
  if (response.status < 400 || request.method === 'HEAD') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/problem+json'))
    return `error ${response.status} as ${type || 'no content type'}: ${text.slice(0, 120)}`;
  let problem: { title?: unknown; status?: unknown };
  try {
    problem = JSON.parse(text) as typeof problem;
  } catch {
    return `error ${response.status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof problem.title !== 'string' || problem.status !== response.status)
    return `problem without title or with status ${String(problem.status)} ≠ ${response.status}`;
  return undefined;
}

describe('bad input at scale: 2,000 random or malformed requests across every public endpoint', function () {
  this.timeout(300_000);
  let platform: Platform;
  let gateway: Gateway;
  let validToken: string;

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-billing': 1, 'svc-notify': 1 }
    });
    gateway = await startPlatformGateway(platform);
    const inbox = await tapOtpCodes(platform.nats.url);
    try {
      const member = await registerMember(platform.service('svc-identity').url, testMember(7), inbox);
      validToken = member.tokens.access_token;
    } finally {
      await inbox.close();
    }
  });
  after(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it('never answers 5xx, never hangs, and every error is problem+json', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const requests = fc.sample(requestArbitrary({ valid: validToken }), { numRuns: REQUESTS, seed });
    const gatewayUrl = `http://127.0.0.1:${gateway.port}`;
    const statuses = new Map<number, number>();
    const verdicts = await mapPool(requests, 4, (request) => judge(gatewayUrl, request, statuses));
    const failures = requests.flatMap((request, i) =>
      verdicts[i]
        ? [
            `${request.method} ${request.path.slice(0, 120)} (${request.headers['content-type'] ?? 'no type'}, body ${request.body?.slice(0, 60) ?? 'none'}): ${verdicts[i]}`
          ]
        : []
    );
    const endpointsHit = new Set(requests.map((r) => r.path.split('?')[0]!.split('/').slice(0, 4).join('/')));
    expect(endpointsHit.size, 'distinct endpoint groups exercised').to.be.greaterThan(10);
    // The requests got past the gateway into handlers: accepted ones, validation refusals, auth refusals.
    const seen = Object.fromEntries(statuses);
    for (const status of [200, 400, 401, 404])
      expect(statuses.get(status) ?? 0, `answers ${status} among ${JSON.stringify(seen)}`).to.be.greaterThan(
        0
      );
    expect(
      failures.slice(0, 15),
      `${failures.length} of ${REQUESTS} requests failed (FUZZ_SEED=${seed})`
    ).to.deep.equal([]);
  });
});
