import express, { type Request } from 'express';
import { z } from 'zod';
import { OAuthError } from '../errors';

export const parseForm = express.urlencoded({ extended: false, limit: '64kb' });

const formSchema = z.record(z.string(), z.string());

/** The OAuth form body: every parameter once, as a string. */
export function readForm(req: Request): Record<string, string> {
  const parsed = formSchema.safeParse(req.body ?? {});
  if (!parsed.success) throw new OAuthError(400, 'invalid_request', 'duplicated parameter');
  return parsed.data;
}

const KNOWN_SCOPES = new Set(['openid', 'profile', 'email', 'roles', 'web-origins', 'acr', 'basic']);

/** The granted scope string: `openid` when asked for, plus the realm's default `email profile`. */
export function grantedScope(requested: string | undefined): string {
  const asked = (requested ?? '').split(' ').filter(Boolean);
  const unknown = asked.filter((s) => !KNOWN_SCOPES.has(s));
  if (unknown.length) throw new OAuthError(400, 'invalid_scope', `Invalid scopes: ${requested ?? ''}`);
  return [...(asked.includes('openid') ? ['openid'] : []), 'email', 'profile'].join(' ');
}
