import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface TestTokenOptions {
  /** Seconds until expiry; negative for an already expired token. Default 300 (Keycloak's default). */
  expiresInSec?: number;
  /** Sign with a key the JWKS does not publish. */
  unpublishedKey?: boolean;
}

export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  allowedAzp: string[];
  /** PEM of the current public key (to build attack tokens in tests). */
  publicKeyPem: string;
  kid: string;
  /** How many times the JWKS was fetched. */
  jwksRequests: number;
  /** An RS256 access token shaped like Keycloak's; claims override the defaults. */
  sign(claims?: Record<string, unknown>, options?: TestTokenOptions): string;
  /** Starts signing with a new key; the JWKS then publishes both unless dropOld. */
  rotate(options?: { dropOld?: boolean }): void;
  close(): Promise<void>;
}

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: randomUUID(), privateKey, publicKey };
}

/** A local RS256 issuer serving a Keycloak-style JWKS, for tests of anything behind requireAuth. */
export async function createTestIssuer(options: { realm?: string; azp?: string } = {}): Promise<TestIssuer> {
  const realm = options.realm ?? 'matrimony';
  const azp = options.azp ?? 'matrimony-sessions';
  let keys = [newKey()];
  const current = () => keys[keys.length - 1]!;
  let jwksRequests = 0;
  const certsPath = `/realms/${realm}/protocol/openid-connect/certs`;

  const server = http.createServer((req, res) => {
    if (req.url !== certsPath) {
      res.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    const body = {
      keys: keys.map((k) => ({
        ...k.publicKey.export({ format: 'jwk' }),
        kid: k.kid,
        alg: 'RS256',
        use: 'sig'
      }))
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/realms/${realm}`;

  return {
    issuer,
    jwksUri: `${base}${certsPath}`,
    allowedAzp: [azp],
    get publicKeyPem() {
      return current().publicKey.export({ format: 'pem', type: 'spki' }).toString();
    },
    get kid() {
      return current().kid;
    },
    get jwksRequests() {
      return jwksRequests;
    },
    sign(claims = {}, tokenOptions = {}) {
      const key = tokenOptions.unpublishedKey ? newKey() : current();
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = tokenOptions.expiresInSec ?? 300;
      const payload = {
        iat: expiresIn < 0 ? now + expiresIn - 300 : now,
        exp: now + expiresIn,
        jti: randomUUID(),
        iss: issuer,
        aud: 'account',
        sub: randomUUID(),
        typ: 'Bearer',
        azp,
        realm_access: { roles: ['member'] },
        preferred_username: '9876543210',
        ...claims
      };
      return jwt.sign(payload, key.privateKey, { algorithm: 'RS256', keyid: key.kid });
    },
    rotate({ dropOld = false } = {}) {
      keys = dropOld ? [newKey()] : [...keys, newKey()];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  };
}
