// A token for a link in an e-mail: `<payload>.<signature>`, both base64url. The payload is a small JSON claim; the
// signature is HMAC-SHA256 over the purpose and the payload, so a token made for one use (unsubscribe, ticket link)
// never passes as another signed with the same key.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedTokens<Claim> {
  sign(claim: Claim): string;
  /** The claim of a token this key signed for this purpose; null for anything else (malformed, forged, altered). */
  verify(token: string): Claim | null;
}

export function createSignedTokens<Claim, Wire>(
  secret: string,
  purpose: string,
  wire: { write: (claim: Claim) => Wire; read: (value: unknown) => Claim | null }
): SignedTokens<Claim> {
  const signatureOf = (payload: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest().toString('base64url');

  return {
    sign(claim) {
      const payload = Buffer.from(JSON.stringify(wire.write(claim))).toString('base64url');
      return `${payload}.${signatureOf(payload)}`;
    },

    verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      // Compared as text: base64url decoding ignores the last character's spare bits, so two spellings of one
      // signature would otherwise both pass.
      const given = Buffer.from(signature);
      const expected = Buffer.from(signatureOf(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return wire.read(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
    }
  };
}
