import argon2 from 'argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): fast enough for a development server on 2 cores.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

/** Computes the dummy hash up front, so the first unknown-user attempt is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy hash,
 * so "no such user" cannot be told from "wrong password" by timing.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash) return argon2.verify(hash, password);
  await argon2.verify(await dummy(), password);
  return false;
}

export interface PolicyViolation {
  error: string;
  error_description: string;
}

const SUPPORTED_RULES = [
  'length',
  'maxLength',
  'notUsername',
  'digits',
  'upperCase',
  'lowerCase',
  'specialChars'
];

function parsePolicy(policy: string): { name: string; rawArg: string | undefined }[] {
  return policy
    .split(/\s+and\s+/)
    .filter(Boolean)
    .map((rule) => {
      const match = /^(\w+)(?:\((.*)\))?$/.exec(rule.trim());
      if (!match?.[1] || !SUPPORTED_RULES.includes(match[1])) {
        throw new Error(`keycloak-dev does not implement the password policy rule "${rule}"`);
      }
      return { name: match[1], rawArg: match[2] };
    });
}

/** Throws at start-up for a policy rule this server cannot enforce, rather than ignoring it. */
export function assertSupportedPolicy(policy: string): void {
  parsePolicy(policy);
}

/** Checks the realm's `passwordPolicy` (length, maxLength, notUsername, digits, upperCase, lowerCase, specialChars). */
export function checkPasswordPolicy(
  policy: string,
  password: string,
  username: string
): PolicyViolation | undefined {
  for (const { name, rawArg } of parsePolicy(policy)) {
    const arg = Number.parseInt(rawArg ?? '', 10);
    const count = (pattern: RegExp) => (password.match(pattern) ?? []).length;
    switch (name) {
      case 'length':
        if (password.length < (arg || 8))
          return violation(
            'invalidPasswordMinLengthMessage',
            `Invalid password: minimum length ${arg || 8}.`
          );
        break;
      case 'maxLength':
        if (password.length > (arg || 64))
          return violation(
            'invalidPasswordMaxLengthMessage',
            `Invalid password: maximum length ${arg || 64}.`
          );
        break;
      case 'notUsername':
        if (password.toLowerCase() === username.toLowerCase())
          return violation(
            'invalidPasswordNotUsernameMessage',
            'Invalid password: must not be equal to the username.'
          );
        break;
      case 'digits':
        if (count(/\d/g) < (arg || 1))
          return violation(
            'invalidPasswordMinDigitsMessage',
            `Invalid password: must contain at least ${arg || 1} numerical digits.`
          );
        break;
      case 'upperCase':
        if (count(/[A-Z]/g) < (arg || 1))
          return violation(
            'invalidPasswordMinUpperCaseCharsMessage',
            `Invalid password: must contain at least ${arg || 1} upper case characters.`
          );
        break;
      case 'lowerCase':
        if (count(/[a-z]/g) < (arg || 1))
          return violation(
            'invalidPasswordMinLowerCaseCharsMessage',
            `Invalid password: must contain at least ${arg || 1} lower case characters.`
          );
        break;
      case 'specialChars':
        if (count(/[^a-zA-Z0-9]/g) < (arg || 1))
          return violation(
            'invalidPasswordMinSpecialCharsMessage',
            `Invalid password: must contain at least ${arg || 1} special characters.`
          );
        break;
    }
  }
  return undefined;
}

function violation(error: string, error_description: string): PolicyViolation {
  return { error, error_description };
}
