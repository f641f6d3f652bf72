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

/** Field paths pino replaces with "[Redacted]", at the top level and up to three levels deep. */
export const redactPaths = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (k.startsWith('[') ? `${prefix}${k}` : `${prefix}.${k}`);
  return [k, join('*'), join('*.*'), join('*.*.*')];
});

export interface LoggerOptions {
  name: string;
  level?: LevelWithSilent;
  destination?: DestinationStream;
}

export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  const options = { name, level, redact: { paths: redactPaths, censor: '[Redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger } from 'pino';
