import { z } from 'zod';
import type { StoredUser } from './store';

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const userQuerySchema = z.object({
  search: z.string().optional(),
  username: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  q: z.string().optional(),
  exact: flag,
  enabled: flag,
  briefRepresentation: flag,
  first: z.coerce.number().int().nonnegative().default(0),
  max: z.coerce.number().int().nonnegative().default(100)
});

export type UserQuery = z.infer<typeof userQuerySchema>;

/** `q=key:value key2:value2` (always exact, as in Keycloak). */
function parseAttributeQuery(q: string | undefined): [string, string][] {
  if (!q) return [];
  return q
    .split(' ')
    .filter(Boolean)
    .map((pair) => {
      const colon = pair.indexOf(':');
      return colon < 0 ? [pair, ''] : [pair.slice(0, colon), pair.slice(colon + 1)];
    });
}

function matches(value: string | undefined, wanted: string | undefined, exact: boolean): boolean {
  if (wanted === undefined) return true;
  if (value === undefined) return false;
  const [a, b] = [value.toLowerCase(), wanted.toLowerCase()];
  return exact ? a === b : a.includes(b);
}

/** Keycloak's GET /users filtering: service accounts are never listed; results sorted by username. */
export function searchUsers(users: Iterable<StoredUser>, query: UserQuery): StoredUser[] {
  const exact = query.exact ?? false;
  const attributes = parseAttributeQuery(query.q);
  const search = query.search === '*' ? undefined : query.search?.replace(/\*/g, '');
  return [...users]
    .filter((u) => !u.serviceAccountClientId)
    .filter((u) => query.enabled === undefined || u.enabled === query.enabled)
    .filter(
      (u) =>
        search === undefined ||
        [u.username, u.email, u.firstName, u.lastName].some((field) => matches(field, search, false))
    )
    .filter((u) => matches(u.username, query.username, exact))
    .filter((u) => matches(u.email, query.email, exact))
    .filter((u) => matches(u.firstName, query.firstName, exact))
    .filter((u) => matches(u.lastName, query.lastName, exact))
    .filter((u) => attributes.every(([name, value]) => (u.attributes[name] ?? []).includes(value)))
    .sort((a, b) => a.username.localeCompare(b.username))
    .slice(query.first, query.first + query.max);
}
