// The token of a visitor's ticket link: `<payload>.<signature>`, both base64url. The payload names the ticket number
// and the ticket's own link key (random, kept on the ticket); the signature is HMAC-SHA256 over the payload. A link
// reaches only the ticket it names: changing the number breaks the signature, and a signature made for another
// ticket carries that ticket's key. No e-mail address is in it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_NUMBER_PATTERN } from '@matrimony/catalog/support';

export interface TicketLinkClaim {
  number: string;
  linkKey: string;
}

/** Keeps these signatures apart from the unsubscribe links signed with the same key. */
const PURPOSE = 'matrimony/ticket-link/v1';

function isClaim(value: unknown): value is { t: string; k: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { t, k } = value as Record<string, unknown>;
  return typeof t === 'string' && TICKET_NUMBER_PATTERN.test(t) && typeof k === 'string' && k.length > 0;
}

export function createTicketLinkTokens(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest();

  return {
    sign(claim: TicketLinkClaim): string {
      const payload = Buffer.from(JSON.stringify({ t: claim.number, k: claim.linkKey })).toString(
        'base64url'
      );
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claim of a token this key signed; null for anything else. The caller still compares the ticket's key. */
    verify(token: string): TicketLinkClaim | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      // Compared as text: base64url decoding ignores the last character's spare bits, so two spellings of one
      // signature would otherwise both pass.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      return isClaim(decoded) ? { number: decoded.t, linkKey: decoded.k } : null;
    }
  };
}

export type TicketLinkTokens = ReturnType<typeof createTicketLinkTokens>;
