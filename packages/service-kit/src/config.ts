import { z } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// An empty variable (`FOO=`) means "not set", so optional variables and defaults still apply.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

export function envString() {
  return z.preprocess(unsetIfEmpty, z.string().min(1));
}

export function envPort(defaultPort: number) {
  return z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error: 'must be a port number (0-65535)' }).int().min(0).max(65535).default(defaultPort)
  );
}

export function envList(defaultList: string[]) {
  return z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      )
      .pipe(z.array(z.string()).min(1))
      .default(defaultList)
  );
}

/**
 * `TRUSTED_PROXIES`: which hops in front of the service may say who the client is (X-Forwarded-For),
 * since client addresses feed the per-IP limits. A number is a hop count (`1`: the one gateway or
 * ingress in front, which appends the address it saw; whatever a client wrote before it is ignored);
 * otherwise a comma list of addresses and CIDRs (`10.0.0.0/8, 2001:db8::/32`) or Express' names
 * (`loopback`). Never "every private address": many load balancers forward a client's header as is.
 */
export function parseTrustedProxies(value: string | undefined): number | string[] {
  const text = (value ?? '').trim();
  if (text === '') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const trustedProxiesSchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .regex(/^(\d+|[0-9A-Za-z.:/_, -]+)$/, 'must be a hop count or a comma list of addresses and CIDRs')
    .optional()
);

export const baseConfigShape = {
  PORT: envPort(3000),
  HOST: envString().default('0.0.0.0'),
  NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(['development', 'test', 'production']).default('development')),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')
  ),
  /** Unset → connectMongo starts the embedded in-memory server. */
  MONGO_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional()
  ),
  NATS_URL: envString().default('nats://127.0.0.1:4222'),
  /** The service's own NATS user (production: one per service, permissions from contracts' natsPermissionsOf). Unset → no auth (dev). */
  NATS_USER: z.preprocess(unsetIfEmpty, z.string().optional()),
  NATS_PASSWORD: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** CA certificate file that signed the NATS servers' certificates; set → the connection requires TLS. */
  NATS_TLS_CA: z.preprocess(unsetIfEmpty, z.string().optional()),
  KEYCLOAK_URL: z.preprocess(unsetIfEmpty, z.url().default('http://127.0.0.1:8180/auth')),
  KEYCLOAK_REALM: envString().default('matrimony'),
  /** Expected `iss`; unset → `${KEYCLOAK_URL}/realms/${KEYCLOAK_REALM}` (see keycloakEndpoints). */
  KEYCLOAK_ISSUER: z.preprocess(unsetIfEmpty, z.url().optional()),
  KEYCLOAK_ALLOWED_AZP: envList(['matrimony-sessions']),
  /** JetStream replicas per stream: 1 in development, 3 on the production cluster. */
  NATS_STREAM_REPLICAS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(5).default(1)),
  /** See parseTrustedProxies; default 1 hop (the dev gateway, the ingress). */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** Upper bound for draining on SIGTERM (the drain delay included); Kubernetes' terminationGracePeriodSeconds must exceed it. */
  SHUTDOWN_TIMEOUT_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).default(10_000)),
  /**
   * On SIGTERM, how long /readyz answers 503 while the listener still serves, before it closes: load balancers
   * and gateways that do not retry stop sending new requests first. 0 in development.
   */
  DRAIN_DELAY_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).default(0))
};

export type BaseConfig = z.infer<z.ZodObject<typeof baseConfigShape>>;

/**
 * Parses the environment with a zod shape. Throws ConfigError naming every missing or bad variable,
 * so a service stops at start-up instead of failing on first use.
 */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: Record<string, string | undefined> = process.env
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const isMissing = issue.code === 'invalid_type' && env[variable] === undefined;
    return `${variable}: ${isMissing ? 'is required but not set' : issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The issuer the tokens must carry and the realm's JWKS address. */
export function keycloakEndpoints(
  config: Pick<BaseConfig, 'KEYCLOAK_URL' | 'KEYCLOAK_REALM' | 'KEYCLOAK_ISSUER'>
) {
  const realmUrl = `${config.KEYCLOAK_URL.replace(/\/$/, '')}/realms/${config.KEYCLOAK_REALM}`;
  return {
    issuer: config.KEYCLOAK_ISSUER ?? realmUrl,
    jwksUri: `${realmUrl}/protocol/openid-connect/certs`
  };
}
