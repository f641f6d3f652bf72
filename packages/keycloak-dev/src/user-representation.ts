import { z } from 'zod';
import type { StoredUser } from './store';

export const credentialSchema = z.object({
  type: z.string().default('password'),
  value: z.string(),
  temporary: z.boolean().default(false)
});

/** The subset of Keycloak's UserRepresentation the dev issuer reads; other fields are ignored. */
export const userInputSchema = z.object({
  username: z.string().trim().optional(),
  enabled: z.boolean().optional(),
  email: z.string().trim().optional(),
  emailVerified: z.boolean().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  attributes: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
  requiredActions: z.array(z.string()).optional(),
  credentials: z.array(credentialSchema).optional()
});

export type UserInput = z.infer<typeof userInputSchema>;

/** Keycloak accepts a bare string for a single-valued attribute. */
export function normaliseAttributes(attributes: UserInput['attributes']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(attributes ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value : [value]])
  );
}

export function userRepresentation(user: StoredUser, brief = false) {
  return {
    id: user.id,
    username: user.username,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.email !== undefined ? { email: user.email } : {}),
    emailVerified: user.emailVerified,
    ...(!brief && Object.keys(user.attributes).length ? { attributes: user.attributes } : {}),
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    totp: false,
    ...(user.serviceAccountClientId ? { serviceAccountClientId: user.serviceAccountClientId } : {}),
    disableableCredentialTypes: [],
    requiredActions: user.requiredActions,
    notBefore: user.notBefore,
    ...(brief ? {} : { access: { manage: true } })
  };
}
