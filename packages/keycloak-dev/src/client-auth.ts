import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { KeycloakContext } from './context';
import { OAuthError } from './errors';
import type { Client } from './realm';

function basicCredentials(req: Request): { clientId: string; secret: string } | undefined {
  const header = req.get('authorization');
  if (!header?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1))
  };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** client_secret_basic or client_secret_post for confidential clients; just client_id for public ones. */
export function authenticateClient(ctx: KeycloakContext, req: Request, form: Record<string, string>): Client {
  const basic = basicCredentials(req);
  const clientId = basic?.clientId ?? form.client_id;
  const secret = basic?.secret ?? form.client_secret;
  if (!clientId) throw new OAuthError(400, 'invalid_client', 'Missing client_id parameter');
  const client = ctx.realm.clients.find((c) => c.clientId === clientId);
  if (!client || !client.enabled) {
    throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
  }
  if (!client.publicClient && !(secret && client.secret && sameSecret(client.secret, secret))) {
    throw new OAuthError(401, 'unauthorized_client', 'Invalid client or Invalid client credentials');
  }
  return client;
}
