// The token of a visitor's ticket link (see signed-token.ts). The payload names the ticket number and the ticket's own
// link key (random, kept on the ticket). A link reaches only the ticket it names: changing the number breaks the
// signature, and a signature made for another ticket carries that ticket's key. No e-mail address is in it.
import { TICKET_NUMBER_PATTERN } from '@matrimony/catalog/support';
import { createSignedTokens } from './signed-token';

export interface TicketLinkClaim {
  number: string;
  linkKey: string;
}

function isClaim(value: unknown): value is { t: string; k: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { t, k } = value as Record<string, unknown>;
  return typeof t === 'string' && TICKET_NUMBER_PATTERN.test(t) && typeof k === 'string' && k.length > 0;
}

/** The caller still compares the ticket's key with the claim's. */
export function createTicketLinkTokens(secret: string) {
  return createSignedTokens<TicketLinkClaim, { t: string; k: string }>(secret, 'matrimony/ticket-link/v1', {
    write: (claim) => ({ t: claim.number, k: claim.linkKey }),
    read: (value) => (isClaim(value) ? { number: value.t, linkKey: value.k } : null)
  });
}

export type TicketLinkTokens = ReturnType<typeof createTicketLinkTokens>;
