import { randomUUID } from 'node:crypto';
import type { KeycloakContext } from './context';
import { AdminError } from './errors';
import { checkPasswordPolicy, hashPassword } from './passwords';
import type { StoredUser } from './store';
import { declaredAttributes, validateProfile } from './user-profile';
import { normaliseAttributes, type UserInput } from './user-representation';

const UPDATE_PASSWORD = 'UPDATE_PASSWORD';

function assertUnique(ctx: KeycloakContext, user: Pick<StoredUser, 'id' | 'username' | 'email'>): void {
  const sameUsername = ctx.store.findByUsername(user.username);
  if (sameUsername && sameUsername.id !== user.id) {
    throw new AdminError(409, { errorMessage: 'User exists with same username' });
  }
  const sameEmail =
    user.email && !ctx.realm.duplicateEmailsAllowed ? ctx.store.findByEmail(user.email) : undefined;
  if (sameEmail && sameEmail.id !== user.id)
    throw new AdminError(409, { errorMessage: 'User exists with same email' });
}

async function hashWithinPolicy(ctx: KeycloakContext, user: StoredUser, value: string): Promise<string> {
  const violation = checkPasswordPolicy(ctx.realm.passwordPolicy, value, user.username);
  if (violation) throw new AdminError(400, { ...violation });
  return hashPassword(value);
}

/** reset-password: a temporary password adds UPDATE_PASSWORD, a permanent one clears it (as Keycloak does). */
export async function resetPassword(
  ctx: KeycloakContext,
  user: StoredUser,
  value: string,
  temporary: boolean
) {
  user.passwordHash = await hashWithinPolicy(ctx, user, value);
  const others = user.requiredActions.filter((a) => a !== UPDATE_PASSWORD);
  user.requiredActions = temporary ? [...others, UPDATE_PASSWORD] : others;
}

async function applyCredentials(ctx: KeycloakContext, user: StoredUser, input: UserInput) {
  for (const credential of input.credentials ?? []) {
    if (credential.type !== 'password') {
      throw new AdminError(400, { errorMessage: `Credential type ${credential.type} is not supported` });
    }
    user.passwordHash = await hashWithinPolicy(ctx, user, credential.value);
    if (credential.temporary && !user.requiredActions.includes(UPDATE_PASSWORD)) {
      user.requiredActions = [...user.requiredActions, UPDATE_PASSWORD];
    }
  }
}

/** POST /users: validates like Keycloak, stores, gives the realm's default role. */
export async function createUser(ctx: KeycloakContext, input: UserInput): Promise<StoredUser> {
  const user: StoredUser = {
    id: randomUUID(),
    createdTimestamp: Date.now(),
    username: (input.username ?? '').toLowerCase(),
    enabled: input.enabled ?? false,
    email: input.email ? input.email.toLowerCase() : undefined,
    emailVerified: input.emailVerified ?? false,
    firstName: input.firstName || undefined,
    lastName: input.lastName || undefined,
    attributes: declaredAttributes(ctx.realm, normaliseAttributes(input.attributes)),
    requiredActions: input.requiredActions ?? [],
    realmRoles: ctx.realm.defaultRole ? [ctx.realm.defaultRole.name] : [],
    clientRoles: {},
    notBefore: 0
  };
  assertUnique(ctx, user);
  validateProfile(ctx.realm, user);
  await applyCredentials(ctx, user, input);
  // Hashing yielded the event loop: a concurrent create may have taken the name meanwhile (Keycloak's
  // database constraint refuses it; we check again at the moment of writing).
  assertUnique(ctx, user);
  ctx.store.users.set(user.id, user);
  await ctx.store.save();
  return user;
}

/** PUT /users/{id}: fields present replace the stored ones; `attributes`, when sent, replaces them all. */
export async function updateUser(
  ctx: KeycloakContext,
  existing: StoredUser,
  input: UserInput
): Promise<void> {
  const username = input.username?.toLowerCase();
  if (username && username !== existing.username && !ctx.realm.editUsernameAllowed) {
    throw new AdminError(400, {
      field: 'username',
      errorMessage: 'error-user-attribute-read-only',
      params: ['username']
    });
  }
  const next: StoredUser = {
    ...existing,
    username: username || existing.username,
    enabled: input.enabled ?? existing.enabled,
    email: input.email === undefined ? existing.email : input.email.toLowerCase() || undefined,
    emailVerified: input.emailVerified ?? existing.emailVerified,
    firstName: input.firstName === undefined ? existing.firstName : input.firstName || undefined,
    lastName: input.lastName === undefined ? existing.lastName : input.lastName || undefined,
    attributes: input.attributes
      ? declaredAttributes(ctx.realm, normaliseAttributes(input.attributes))
      : existing.attributes,
    requiredActions: input.requiredActions ?? existing.requiredActions
  };
  assertUnique(ctx, next);
  validateProfile(ctx.realm, next);
  await applyCredentials(ctx, next, input);
  assertUnique(ctx, next);
  ctx.store.users.set(next.id, next);
  await ctx.store.save();
}
