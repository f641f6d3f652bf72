// The ready administrator: an account made through the public API like a member's, but with no profile,
// then given the Keycloak realm role `admin` through Keycloak's admin API (role-mappings), signed in as
// svc-identity's service account. Both steps are idempotent: an existing account is signed in, and a role
// mapped twice stays one mapping.
import { READY_ACCOUNTS } from '@matrimony/dev-stack';
import { ensureAccount } from './seed-accounts';

export interface KeycloakAdminAccess {
  /** e.g. http://127.0.0.1:8180/auth */
  url: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

async function answer<T>(what: string, response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function serviceAccountToken(keycloak: KeycloakAdminAccess): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: keycloak.clientId,
    client_secret: keycloak.clientSecret
  });
  const response = await fetch(
    `${keycloak.url}/realms/${encodeURIComponent(keycloak.realm)}/protocol/openid-connect/token`,
    { method: 'POST', body }
  );
  return (await answer<{ access_token: string }>('Keycloak service-account token', response)).access_token;
}

/** Creates (or finds) the administrator's account and maps the realm role to it. */
export async function seedReadyAdministrator(
  gatewayUrl: string,
  natsUrl: string,
  keycloak: KeycloakAdminAccess,
  log: (line: string) => void
): Promise<void> {
  const account = READY_ACCOUNTS.admin;
  await ensureAccount(gatewayUrl, natsUrl, account, '198.18.250.9');
  const token = await serviceAccountToken(keycloak);
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${keycloak.url}/admin/realms/${encodeURIComponent(keycloak.realm)}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(init.headers ?? {})
      }
    });
  // svc-identity names Keycloak users by their mobile number.
  const users = await answer<{ id: string; username: string }[]>(
    'find the administrator',
    await admin(`/users?username=${account.mobile}&exact=true`)
  );
  const user = users.find((candidate) => candidate.username === account.mobile);
  if (!user) throw new Error(`the ${account.role} ${account.mobile} is not in Keycloak`);
  const role = await answer<{ id: string; name: string }>(
    `realm role ${account.realmRole}`,
    await admin(`/roles/${account.realmRole}`)
  );
  await answer<void>(
    'map the realm role',
    await admin(`/users/${user.id}/role-mappings/realm`, {
      method: 'POST',
      body: JSON.stringify([{ id: role.id, name: role.name }])
    })
  );
  log(
    `ready account: ${account.role} ${account.mobile} (realm role ${account.realmRole}, no member profile)`
  );
}
