// The token of a one-click unsubscribe link: `<payload>.<signature>`, both base64url. The payload names the
// member, the category and the category's e-mail settings version; the signature is HMAC-SHA256 over the
// payload with UNSUBSCRIBE_SECRET. No e-mail address is in it. The link never expires on its own: switching
// the category's e-mail on again bumps the version, and from then on older links are refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isSwitchableNotificationCategory,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';

export interface UnsubscribeClaim {
  userId: string;
  category: SwitchableNotificationCategory;
  version: number;
}

/** Keeps these signatures apart from any other HMAC a future use of the same key might make. */
const PURPOSE = 'matrimony/unsubscribe/v1';

function isClaim(value: unknown): value is { u: string; c: SwitchableNotificationCategory; v: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { u, c, v } = value as Record<string, unknown>;
  return (
    typeof u === 'string' &&
    u.length > 0 &&
    typeof c === 'string' &&
    isSwitchableNotificationCategory(c) &&
    Number.isSafeInteger(v) &&
    (v as number) >= 0
  );
}

export function createUnsubscribeTokens(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest();

  return {
    sign(claim: UnsubscribeClaim): string {
      const payload = Buffer.from(
        JSON.stringify({ u: claim.userId, c: claim.category, v: claim.version })
      ).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claim of a token this key signed; null for anything else (malformed, forged, altered). */
    verify(token: string): UnsubscribeClaim | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      return isClaim(decoded) ? { userId: decoded.u, category: decoded.c, version: decoded.v } : null;
    }
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
