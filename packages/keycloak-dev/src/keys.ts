import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK
} from 'jose';
import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

/**
 * Keycloak signs access and ID tokens with the realm's RS256 key and refresh tokens with an
 * HS512 realm secret; both are generated once and kept in the data directory.
 */
export interface RealmKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  refreshSecret: Uint8Array;
}

const storedKeysSchema = z.object({
  privateJwk: z.record(z.string(), z.unknown()),
  refreshSecret: z.string()
});

async function fromStored(stored: z.infer<typeof storedKeysSchema>): Promise<RealmKeys> {
  const privateJwk = stored.privateJwk as JWK;
  const { kty, n, e } = privateJwk;
  const bareJwk: JWK = { kty, n, e };
  const kid = await calculateJwkThumbprint(bareJwk);
  return {
    kid,
    privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(bareJwk, 'RS256')) as CryptoKey,
    publicJwk: { ...bareJwk, kid, alg: 'RS256', use: 'sig' },
    refreshSecret: Buffer.from(stored.refreshSecret, 'base64url')
  };
}

async function generate(): Promise<z.infer<typeof storedKeysSchema>> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return {
    privateJwk: { ...(await exportJWK(privateKey)) },
    refreshSecret: randomBytes(64).toString('base64url')
  };
}

/** Loads the realm keys from `dataDir/keys.json`, creating them on first start; memory only without a dataDir. */
export async function loadOrCreateKeys(dataDir: string | undefined): Promise<RealmKeys> {
  if (!dataDir) return fromStored(await generate());
  const file = path.join(dataDir, 'keys.json');
  const existing = await readJsonFile(file);
  if (existing !== undefined) return fromStored(storedKeysSchema.parse(existing));
  const created = await generate();
  await writeJsonFileAtomic(file, created);
  return fromStored(created);
}
