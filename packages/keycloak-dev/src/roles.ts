import { createHash } from 'node:crypto';
import type { RealmConfig, RealmRole } from './realm';
import type { StoredUser } from './store';

export interface RoleRepresentation {
  id: string;
  name: string;
  description?: string;
  composite: boolean;
  clientRole: false;
  containerId: string;
}

/** Stable ids derived from the names, so they survive restarts without being stored. */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function findRealmRole(realm: RealmConfig, name: string): RealmRole | undefined {
  return realm.roles.realm.find((r) => r.name === name);
}

export function roleRepresentation(realm: RealmConfig, role: RealmRole): RoleRepresentation {
  return {
    id: stableId('role', realm.realm, role.name),
    name: role.name,
    ...(role.description ? { description: role.description } : {}),
    composite: role.composite,
    clientRole: false,
    containerId: stableId('realm', realm.realm)
  };
}

/** Directly mapped realm roles plus everything their composites pull in (what tokens carry). */
export function effectiveRoles(
  realm: RealmConfig,
  user: StoredUser
): { realmRoles: string[]; clientRoles: Record<string, string[]> } {
  const realmRoles = new Set<string>();
  const clientRoles = new Map<string, Set<string>>();
  const addClientRoles = (client: string, names: string[]) => {
    const set = clientRoles.get(client) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    clientRoles.set(client, set);
  };
  const visit = (name: string) => {
    if (realmRoles.has(name)) return;
    realmRoles.add(name);
    const composites = findRealmRole(realm, name)?.composites;
    if (!composites) return;
    composites.realm.forEach(visit);
    for (const [client, names] of Object.entries(composites.client)) addClientRoles(client, names);
  };
  user.realmRoles.forEach(visit);
  for (const [client, names] of Object.entries(user.clientRoles)) addClientRoles(client, names);
  return {
    realmRoles: [...realmRoles],
    clientRoles: Object.fromEntries([...clientRoles].map(([client, names]) => [client, [...names]]))
  };
}
