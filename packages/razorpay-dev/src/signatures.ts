import { createHmac } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** What checkout hands the merchant: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** `X-Razorpay-Signature` of a webhook: HMAC-SHA256 of the exact body bytes with the webhook secret, hex. */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) =>
  hmacHex(webhookSecret, rawBody);
