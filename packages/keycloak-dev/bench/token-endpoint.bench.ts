// Latency of the token endpoint on this machine: `npm run bench -w @matrimony/keycloak-dev`.
import { performance } from 'node:perf_hooks';
import { DEV_PLACEHOLDERS, startKeycloakDev } from '../src/index';

const ROUNDS = { password: 30, refresh: 200, clientCredentials: 200 };

async function form(url: string, body: Record<string, string>): Promise<Record<string, string>> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(body) });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

const sessionsClient = {
  client_id: 'matrimony-sessions',
  client_secret: DEV_PLACEHOLDERS.KEYCLOAK_SESSIONS_CLIENT_SECRET!
};

async function timed(label: string, rounds: number, run: () => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  console.log(`${label.padEnd(20)} n=${rounds}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`);
}

const keycloak = await startKeycloakDev();
try {
  const tokenUrl = `${keycloak.url}/realms/matrimony/protocol/openid-connect/token`;
  const service = {
    grant_type: 'client_credentials',
    client_id: 'svc-identity',
    client_secret: 'dev-svc-identity-secret'
  };
  const { access_token: adminToken } = await form(tokenUrl, service);
  const created = await fetch(`${keycloak.url}/admin/realms/matrimony/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: '9876543210',
      enabled: true,
      credentials: [{ type: 'password', value: 'bench-pass-1', temporary: false }]
    })
  });
  if (created.status !== 201) throw new Error(`user creation: ${created.status}`);
  const signIn = {
    grant_type: 'password',
    ...sessionsClient,
    username: '9876543210',
    password: 'bench-pass-1',
    scope: 'openid'
  };
  // Refresh tokens rotate: each refresh spends the token it sends, so every round sends the newest.
  let refreshToken = (await form(tokenUrl, signIn)).refresh_token!;

  await timed('password grant', ROUNDS.password, () => form(tokenUrl, signIn));
  await timed('refresh_token grant', ROUNDS.refresh, async () => {
    refreshToken = (
      await form(tokenUrl, { grant_type: 'refresh_token', ...sessionsClient, refresh_token: refreshToken })
    ).refresh_token!;
  });
  await timed('client_credentials', ROUNDS.clientCredentials, () => form(tokenUrl, service));
} finally {
  await keycloak.stop();
}
