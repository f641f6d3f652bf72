import { timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { authenticationFailed, badRequest, RazorpayError } from './errors';
import type { Gateway } from './gateway';

export interface RazorpayAppOptions {
  gateway: Gateway;
  keyId: string;
  keySecret: string;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** HTTP basic auth with the key id and secret, as Razorpay's REST API takes them. */
function basicAuth(keyId: string, keySecret: string): RequestHandler {
  return (req, _res, next) => {
    const [scheme, encoded] = (req.get('authorization') ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    if (scheme?.toLowerCase() !== 'basic' || !sameText(id ?? '', keyId) || !sameText(secret ?? '', keySecret))
      throw authenticationFailed();
    next();
  };
}

const handleError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if ((error as { type?: string }).type === 'entity.parse.failed')
    error = badRequest('The request body is not valid JSON');
  if (error instanceof RazorpayError) {
    res.status(error.status).json(error.body());
    return;
  }
  console.error('razorpay-dev: unexpected error:', (error as Error).message);
  res
    .status(500)
    .json(
      new RazorpayError(
        500,
        'SERVER_ERROR',
        'The server encountered an error. The incident has been reported to admins.'
      ).body()
    );
};

/** Razorpay's REST slice under /v1 (basic auth), plus the development checkout (script and its pay call). */
export function createRazorpayApp({ gateway, keyId, keySecret }: RazorpayAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const json = express.json({ limit: '64kb' });

  app.get('/v1/checkout.js', (_req, res) => {
    res.type('application/javascript').set('cache-control', 'no-cache').send(CHECKOUT_SCRIPT);
  });
  // What the checkout dialog calls (the browser holds only the key id, as with Razorpay).
  app.post('/v1/checkout/pay', json, (req, res) => {
    const body = (req.body ?? {}) as { key?: string; order_id?: string; method?: string; outcome?: string };
    if (body.key !== keyId) throw badRequest('The api key provided is invalid', 'key');
    if (typeof body.order_id !== 'string') throw badRequest('The order id is required', 'order_id');
    const method = body.method === 'card' ? 'card' : 'upi';
    res.json(gateway.pay({ orderId: body.order_id, method, succeed: body.outcome !== 'failure' }));
  });

  app.use('/v1', basicAuth(keyId, keySecret));
  app.post('/v1/orders', json, (req, res) => {
    res.json(gateway.createOrder((req.body ?? {}) as Record<string, unknown>));
  });
  app.get('/v1/orders/:id', (req, res) => {
    res.json(gateway.order(req.params.id));
  });
  app.get('/v1/orders/:id/payments', (req, res) => {
    const items = gateway.orderPayments(req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });
  app.get('/v1/payments/:id', (req, res) => {
    res.json(gateway.payment(req.params.id));
  });
  app.post('/v1/payments/:id/refund', json, (req, res) => {
    const key = req.get('x-refund-idempotency');
    if (key !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(key))
      throw badRequest('The idempotency key is not valid', 'X-Refund-Idempotency');
    res.json(gateway.refund(req.params.id, (req.body as { amount?: unknown } | undefined)?.amount, key));
  });

  app.use(() => {
    throw badRequest('The requested URL was not found on the server.');
  });
  app.use(handleError);
  return app;
}
