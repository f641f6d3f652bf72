import { randomUUID } from 'node:crypto';
import { type Router } from 'express';
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import {
  checkContactOffer,
  contractRoute,
  inputOf,
  problem,
  requireAuth,
  sendJson,
  type TokenVerifier
} from '@matrimony/service-kit';
import { priceOf } from '../../domain/products';
import { type PaymentDeps } from '../../payments/deps';

const MERCHANT_NAME = 'Matrimony';

/** POST /orders: a Razorpay order for the product at the plan's price, stored before the browser sees it. */
export function orderRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  contractRoute(router, paymentRoutes.createOrder, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, paymentRoutes.createOrder.request);
    const userId = req.auth!.userId;
    const gateway = deps.gateway;
    if (!gateway) throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
    const profileId = body.product === 'contact-unlock' ? body.profileId! : null;
    // Billing cannot tell whether the buyer may see the profile (blocked, hidden, not the gender they look for...):
    // svc-profile signed this offer only when it showed them the profile, for them and it, for 30 minutes.
    if (
      profileId &&
      checkContactOffer(deps.contactOfferKey, body.offerToken ?? '', {
        buyerId: userId,
        profileId,
        now: deps.now()
      }) !== 'valid'
    ) {
      throw problem(403, PAYMENT_MESSAGES.offerInvalid, 'offer_invalid');
    }
    if (profileId && (await deps.contactUnlocks.has(userId, profileId)))
      throw problem(409, PAYMENT_MESSAGES.alreadyUnlocked, 'already_unlocked');

    const { amountPaise, item } = priceOf(body.product);
    const orderId = `ord_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const notes: Record<string, string> = {
      orderId,
      userId,
      product: body.product,
      ...(profileId ? { profileId } : {})
    };
    const created = await gateway
      .createOrder({ amountPaise, receipt: orderId, notes })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, orderId }, 'Razorpay refused to create the order');
        throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
      });
    await deps.orders.insert({
      _id: orderId,
      razorpayOrderId: created.id,
      userId,
      product: body.product,
      profileId,
      amountPaise,
      currency: 'INR',
      status: 'created',
      paymentId: null,
      failedPaymentIds: [],
      createdAt: deps.now(),
      paidAt: null,
      fulfilledAt: null,
      refundedAt: null
    });
    sendJson(res, paymentRoutes.createOrder, {
      orderId,
      product: body.product,
      profileId,
      amountPaise,
      currency: 'INR',
      checkout: {
        key: gateway.keyId,
        razorpayOrderId: created.id,
        scriptUrl: gateway.checkoutScriptUrl,
        name: MERCHANT_NAME,
        description: item
      }
    });
  });
}
