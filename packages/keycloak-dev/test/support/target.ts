import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_PLACEHOLDERS, startKeycloakDev, type KeycloakDev } from '../../src/index';

/**
 * The server under contract test: a keycloak-dev started for the suite, or a real Keycloak
 * when KEYCLOAK_CONTRACT_URL (e.g. http://localhost:8080/auth) is set, with the realm imported
 * and KEYCLOAK_CONTRACT_SECRET holding svc-identity's secret (KEYCLOAK_CONTRACT_SESSIONS_SECRET:
 * matrimony-sessions').
 */
export interface Target {
  url: string;
  realm: string;
  svcSecret: string;
  /** The secret of matrimony-sessions, the confidential client members' sessions belong to. */
  sessionsSecret: string;
  /** True when the suite runs against this package's own server (restarts, data dir checks). */
  local: boolean;
  tokenUrl: string;
  adminUrl: string;
}

/** The public browser client: no direct access grants, no secret. */
export const SPA_CLIENT = 'matrimony-web';
/** The confidential client svc-identity signs members in with. */
export const SESSIONS_CLIENT = 'matrimony-sessions';
export const SVC_CLIENT = 'svc-identity';

/** Registers before/after hooks and returns the target, filled in once before() has run. */
export function useTarget(): Target {
  const target = {} as Target;
  let server: KeycloakDev | undefined;
  let dataDir: string | undefined;
  before(async () => {
    const external = process.env.KEYCLOAK_CONTRACT_URL;
    let url: string;
    if (external) {
      url = external.replace(/\/+$/, '');
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'keycloak-dev-test-'));
      server = await startKeycloakDev({ dataDir });
      url = server.url;
    }
    Object.assign(target, {
      url,
      realm: 'matrimony',
      svcSecret: process.env.KEYCLOAK_CONTRACT_SECRET ?? 'dev-svc-identity-secret',
      sessionsSecret:
        process.env.KEYCLOAK_CONTRACT_SESSIONS_SECRET ?? DEV_PLACEHOLDERS.KEYCLOAK_SESSIONS_CLIENT_SECRET!,
      local: !external,
      tokenUrl: `${url}/realms/matrimony/protocol/openid-connect/token`,
      adminUrl: `${url}/admin/realms/matrimony`
    } satisfies Target);
  });
  after(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return target;
}

export interface JsonResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function asJson(response: Response): Promise<JsonResponse> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {}
  };
}

export async function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {}
) {
  return asJson(await fetch(url, { method: 'POST', body: new URLSearchParams(form), headers }));
}

export async function serviceToken(target: Target): Promise<string> {
  const { body } = await postForm(target.tokenUrl, {
    grant_type: 'client_credentials',
    client_id: SVC_CLIENT,
    client_secret: target.svcSecret
  });
  return String(body.access_token);
}

export async function adminRequest(
  target: Target,
  token: string,
  method: string,
  pathname: string,
  body?: unknown
) {
  return asJson(
    await fetch(`${target.adminUrl}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  );
}

export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
}

/** Creates an enabled member through the admin API (as svc-identity does). */
export async function createMember(
  target: Target,
  overrides: Record<string, unknown> = {}
): Promise<TestUser> {
  const username = randomMobile();
  const email = typeof overrides.email === 'string' ? overrides.email : `member-${username}@example.in`;
  const password = 'secret-pass-1';
  const token = await serviceToken(target);
  const created = await adminRequest(target, token, 'POST', '/users', {
    username,
    enabled: true,
    email,
    emailVerified: true,
    firstName: 'Asha',
    lastName: 'Kumar',
    attributes: { phone: [username], phone_verified: ['true'] },
    credentials: [{ type: 'password', value: password, temporary: false }],
    ...overrides
  });
  if (created.status !== 201)
    throw new Error(`could not create member: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.headers.get('location')!.split('/').pop()!;
  return { id, username, email, password };
}

/** Client authentication of the sessions client (client_secret_post), as svc-identity sends it. */
export function sessionsClient(target: Target): Record<string, string> {
  return { client_id: SESSIONS_CLIENT, client_secret: target.sessionsSecret };
}

export function passwordGrant(
  target: Target,
  username: string,
  password: string,
  extra: Record<string, string> = {}
) {
  return postForm(target.tokenUrl, {
    grant_type: 'password',
    ...sessionsClient(target),
    username,
    password,
    scope: 'openid',
    ...extra
  });
}

export function refreshGrant(
  target: Target,
  refreshToken: string,
  client: Record<string, string> = sessionsClient(target)
) {
  return postForm(target.tokenUrl, { grant_type: 'refresh_token', ...client, refresh_token: refreshToken });
}

export function claimsOf(jwt: unknown): Record<string, unknown> {
  const [, payload] = String(jwt).split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
