import { baseConfigShape, envPort, loadConfig } from '@matrimony/service-kit';

export const configShape = { ...baseConfigShape, PORT: envPort(4003) };

export type Config = ReturnType<typeof readConfig>;

export function readConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(configShape, env);
}
