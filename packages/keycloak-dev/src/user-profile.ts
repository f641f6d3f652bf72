import { AdminError } from './errors';
import type { ProfileAttribute, RealmConfig } from './realm';
import type { StoredUser } from './store';

const ROOT_ATTRIBUTES = new Set(['username', 'email', 'firstName', 'lastName']);

/** What a user profile attribute holds for a user (root fields and custom attributes alike). */
function valuesOf(
  user: Pick<StoredUser, 'username' | 'email' | 'firstName' | 'lastName' | 'attributes'>,
  name: string
) {
  if (ROOT_ATTRIBUTES.has(name)) {
    const value = user[name as 'username' | 'email' | 'firstName' | 'lastName'];
    return value ? [value] : [];
  }
  return user.attributes[name] ?? [];
}

/** A required attribute without a value, or a pending required action, blocks the password grant. */
export function isFullySetUp(realm: RealmConfig, user: StoredUser): boolean {
  if (user.requiredActions.length > 0) return false;
  return realm.userProfile.every(
    (attribute) => !attribute.required || valuesOf(user, attribute.name).length > 0
  );
}

/** Keeps only declared custom attributes (Keycloak 24+ drops the rest silently). */
export function declaredAttributes(
  realm: RealmConfig,
  attributes: Record<string, string[]>
): Record<string, string[]> {
  const declared = new Set(realm.userProfile.map((a) => a.name).filter((n) => !ROOT_ATTRIBUTES.has(n)));
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => declared.has(name)));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldError(field: string, errorMessage: string, params: unknown[]): AdminError {
  return new AdminError(400, { field, errorMessage, params: [field, ...params] });
}

function validateAttribute(attribute: ProfileAttribute, values: string[]): void {
  const { name, validations } = attribute;
  if (attribute.required && values.length === 0) throw fieldError(name, 'error-user-attribute-required', []);
  if (!attribute.multivalued && values.length > 1)
    throw fieldError(name, 'error-invalid-multivalued-size', []);
  for (const value of values) {
    const length = validations.length as { min?: number; max?: number } | undefined;
    if (
      length &&
      ((length.min !== undefined && value.length < length.min) ||
        (length.max !== undefined && value.length > length.max))
    ) {
      throw fieldError(name, 'error-invalid-length', [length.min, length.max]);
    }
    if (validations.email && !EMAIL.test(value)) throw fieldError(name, 'error-invalid-email', [value]);
    const pattern = validations.pattern as { pattern?: string; 'error-message'?: string } | undefined;
    if (pattern?.pattern && !new RegExp(pattern.pattern).test(value)) {
      throw fieldError(name, pattern['error-message'] ?? 'error-pattern-no-match', [value]);
    }
    const options = (validations.options as { options?: string[] } | undefined)?.options;
    if (options && !options.includes(value)) throw fieldError(name, 'error-invalid-value', [value]);
  }
}

/** Validates a user against the declarative user profile, as Keycloak does on admin create/update. */
export function validateProfile(
  realm: RealmConfig,
  user: Pick<StoredUser, 'username' | 'email' | 'firstName' | 'lastName' | 'attributes'>
): void {
  if (!user.username) throw fieldError('username', 'error-user-attribute-required', []);
  for (const attribute of realm.userProfile) validateAttribute(attribute, valuesOf(user, attribute.name));
}
