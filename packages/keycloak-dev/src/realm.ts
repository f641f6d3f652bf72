import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The realm JSON shipped in deploy/keycloak, shared with production Keycloak. */
export const DEFAULT_REALM_FILE = fileURLToPath(
  new URL('../../../deploy/keycloak/realm-matrimony.json', import.meta.url)
);

/** Development values for the realm's `${VAR}` placeholders (documented in deploy/keycloak/README.md). */
export const DEV_PLACEHOLDERS: Record<string, string> = {
  KEYCLOAK_SVC_IDENTITY_SECRET: 'dev-svc-identity-secret',
  KEYCLOAK_SESSIONS_CLIENT_SECRET: 'dev-sessions-client-secret',
  MATRIMONY_PUBLIC_URL: 'http://localhost:8080'
};

const mapperSchema = z.object({
  name: z.string(),
  protocolMapper: z.string(),
  config: z.record(z.string(), z.string()).default({})
});

const clientSchema = z.object({
  clientId: z.string(),
  enabled: z.boolean().default(true),
  publicClient: z.boolean().default(false),
  secret: z.string().optional(),
  directAccessGrantsEnabled: z.boolean().default(false),
  serviceAccountsEnabled: z.boolean().default(false),
  webOrigins: z
    .array(z.string())
    .default([])
    .transform((origins) => [...new Set(origins)]),
  protocolMappers: z.array(mapperSchema).default([])
});

const roleSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  composite: z.boolean().default(false),
  composites: z
    .object({
      realm: z.array(z.string()).default([]),
      client: z.record(z.string(), z.array(z.string())).default({})
    })
    .optional()
});

const seedUserSchema = z.object({
  username: z.string(),
  enabled: z.boolean().default(true),
  serviceAccountClientId: z.string().optional(),
  realmRoles: z.array(z.string()).default([]),
  clientRoles: z.record(z.string(), z.array(z.string())).default({})
});

const profileAttributeSchema = z.object({
  name: z.string(),
  required: z.unknown().optional(),
  validations: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  multivalued: z.boolean().default(false)
});

const realmSchema = z.object({
  realm: z.string(),
  enabled: z.boolean().default(true),
  loginWithEmailAllowed: z.boolean().default(true),
  duplicateEmailsAllowed: z.boolean().default(false),
  editUsernameAllowed: z.boolean().default(false),
  accessTokenLifespan: z.number().int().positive().default(300),
  ssoSessionIdleTimeout: z.number().int().positive().default(1800),
  ssoSessionMaxLifespan: z.number().int().positive().default(36000),
  /** Refresh tokens rotate: each works once; presenting a used one ends the session (reuse detection). */
  revokeRefreshToken: z.boolean().default(false),
  refreshTokenMaxReuse: z.number().int().nonnegative().default(0),
  bruteForceProtected: z.boolean().default(false),
  permanentLockout: z.boolean().default(false),
  bruteForceStrategy: z.enum(['MULTIPLE', 'LINEAR']).default('MULTIPLE'),
  failureFactor: z.number().int().positive().default(30),
  waitIncrementSeconds: z.number().int().nonnegative().default(60),
  maxFailureWaitSeconds: z.number().int().nonnegative().default(900),
  maxDeltaTimeSeconds: z.number().int().nonnegative().default(43200),
  quickLoginCheckMilliSeconds: z.number().int().nonnegative().default(1000),
  minimumQuickLoginWaitSeconds: z.number().int().nonnegative().default(60),
  passwordPolicy: z.string().default(''),
  roles: z.object({ realm: z.array(roleSchema).default([]) }).default({ realm: [] }),
  defaultRole: z.object({ name: z.string() }).optional(),
  clients: z.array(clientSchema).default([]),
  users: z.array(seedUserSchema).default([]),
  components: z
    .record(
      z.string(),
      z.array(
        z.object({ providerId: z.string(), config: z.record(z.string(), z.array(z.string())).default({}) })
      )
    )
    .default({})
});

export type Client = z.infer<typeof clientSchema>;
export type RealmRole = z.infer<typeof roleSchema>;
export type SeedUser = z.infer<typeof seedUserSchema>;
export type ProfileAttribute = z.infer<typeof profileAttributeSchema>;
export type BruteForceSettings = Pick<
  RealmConfig,
  | 'bruteForceProtected'
  | 'permanentLockout'
  | 'bruteForceStrategy'
  | 'failureFactor'
  | 'waitIncrementSeconds'
  | 'maxFailureWaitSeconds'
  | 'maxDeltaTimeSeconds'
  | 'quickLoginCheckMilliSeconds'
  | 'minimumQuickLoginWaitSeconds'
>;

export type RealmConfig = Omit<z.infer<typeof realmSchema>, 'components'> & {
  /** Declared user-profile attributes; anything else a client sends is dropped, as Keycloak 24+ does. */
  userProfile: ProfileAttribute[];
};

const PLACEHOLDER = /\$\{([A-Z_][A-Z0-9_]*)\}/g;

/** Replaces `${VAR}` the way Keycloak's import does; an unknown variable is an error, never left in place. */
export function substitutePlaceholders(text: string, env: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = env[name] ?? DEV_PLACEHOLDERS[name];
    if (value === undefined) throw new Error(`Realm file uses \${${name}} but it is not set`);
    return value;
  });
}

const DEFAULT_PROFILE: ProfileAttribute[] = ['username', 'email', 'firstName', 'lastName'].map((name) => ({
  name,
  validations: {},
  multivalued: false
}));

export async function loadRealm(file: string, env: Record<string, string | undefined>): Promise<RealmConfig> {
  const text = substitutePlaceholders(await readFile(file, 'utf8'), env);
  const { components, ...realm } = realmSchema.parse(JSON.parse(text));
  const profileComponent = components['org.keycloak.userprofile.UserProfileProvider']?.find(
    (c) => c.providerId === 'declarative-user-profile'
  );
  const profileJson = profileComponent?.config['kc.user.profile.config']?.[0];
  const userProfile = profileJson
    ? z.object({ attributes: z.array(profileAttributeSchema) }).parse(JSON.parse(profileJson)).attributes
    : DEFAULT_PROFILE;
  return { ...realm, userProfile };
}
