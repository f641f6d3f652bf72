import { createHmac, timingSafeEqual } from 'node:crypto';

function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256(`<order id>|<payment id>`, key secret), hex; compared in constant time. */
export function isPaymentSignatureValid(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string
): boolean {
  const expected = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  return sameHex(expected, signature);
}

/** Razorpay's webhook signature: HMAC-SHA256(raw body, webhook secret), hex; compared in constant time. */
export function isWebhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  const expected = createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
  return sameHex(expected, signature);
}
