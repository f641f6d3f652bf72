import { createHash } from 'node:crypto';
import { type Router } from 'express';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import {
  contractRoute,
  EventInProgressError,
  problem,
  rawBodyOf,
  sendNoContent
} from '@matrimony/service-kit';
import { isWebhookSignatureValid } from '../../domain/payment-signatures';
import { type PaymentDeps } from '../../payments/deps';
import { handleWebhook, type RazorpayWebhook } from '../../payments/handle-webhook';

const WEBHOOK_CONSUMER = 'razorpay-webhook';

/** POST /webhooks/razorpay: signed over the raw body; each event id handled once however often Razorpay retries it. */
export function webhookRoutes(router: Router, deps: PaymentDeps): void {
  contractRoute(router, paymentRoutes.razorpayWebhook, async (req, res) => {
    const raw = rawBodyOf(req);
    const signature = req.get('x-razorpay-signature') ?? '';
    if (!deps.webhookSecret || !raw || !isWebhookSignatureValid(raw, signature, deps.webhookSecret)) {
      deps.logger.warn({ hasBody: Boolean(raw) }, 'Razorpay webhook with a bad signature: refused');
      throw problem(400, 'The webhook signature does not match.', 'signature_invalid');
    }
    const eventId = req.get('x-razorpay-event-id') ?? createHash('sha256').update(raw).digest('hex');
    try {
      await deps.processedEvents.runOnce(eventId, WEBHOOK_CONSUMER, () =>
        handleWebhook(deps, req.body as RazorpayWebhook)
      );
    } catch (error) {
      // The same event is being handled by another delivery right now: Razorpay retries a non-2xx later.
      if (error instanceof EventInProgressError)
        throw problem(409, 'This event is being processed; retry later.', 'webhook_in_progress', {
          retryAfterSeconds: 5
        });
      throw error;
    }
    sendNoContent(res, paymentRoutes.razorpayWebhook);
  });
}
