// The token of a one-click unsubscribe link (see signed-token.ts). The payload names the member, the category and the
// category's e-mail settings version; no e-mail address is in it. The link never expires on its own: switching the
// category's e-mail on again bumps the version, and from then on older links are refused.
import {
  isSwitchableNotificationCategory,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';
import { createSignedTokens } from './signed-token';

export interface UnsubscribeClaim {
  userId: string;
  category: SwitchableNotificationCategory;
  version: number;
}

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
  return createSignedTokens<UnsubscribeClaim, { u: string; c: string; v: number }>(
    secret,
    'matrimony/unsubscribe/v1',
    {
      write: (claim) => ({ u: claim.userId, c: claim.category, v: claim.version }),
      read: (value) => (isClaim(value) ? { userId: value.u, category: value.c, version: value.v } : null)
    }
  );
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
