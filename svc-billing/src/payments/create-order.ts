// Starting a purchase: a Razorpay order for the product at the plan's price (never the client's), stored
// before the browser sees it. A contact unlock needs svc-profile's signed offer for this buyer and profile.
import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import { type Product } from '@matrimony/catalog/plans';
import { checkContactOffer, problem } from '@matrimony/service-kit';
import { priceOf } from '../domain/products';
import { type PaymentDeps } from './deps';

const MERCHANT_NAME = 'Matrimony';

export interface OrderRequest {
  product: Product;
  profileId?: string;
  offerToken?: string;
}

/** What the browser's checkout needs to open Razorpay's payment window for the order. */
export interface CheckoutOrder {
  orderId: string;
  product: Product;
  profileId: string | null;
  amountPaise: number;
  currency: 'INR';
  checkout: { key: string; razorpayOrderId: string; scriptUrl: string; name: string; description: string };
}

export async function createOrder(
  deps: PaymentDeps,
  userId: string,
  request: OrderRequest
): Promise<CheckoutOrder> {
  const gateway = deps.gateway;
  if (!gateway) throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
  const profileId = request.product === 'contact-unlock' ? request.profileId! : null;
  // Billing cannot tell whether the buyer may see the profile (blocked, hidden, not the gender they look for...):
  // svc-profile signed this offer only when it showed them the profile, for them and it, for 30 minutes.
  if (
    profileId &&
    checkContactOffer(deps.contactOfferKey, request.offerToken ?? '', {
      buyerId: userId,
      profileId,
      now: deps.now()
    }) !== 'valid'
  ) {
    throw problem(403, PAYMENT_MESSAGES.offerInvalid, 'offer_invalid');
  }
  if (profileId && (await deps.contactUnlocks.has(userId, profileId)))
    throw problem(409, PAYMENT_MESSAGES.alreadyUnlocked, 'already_unlocked');

  const { amountPaise, item } = priceOf(request.product);
  const orderId = `ord_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const notes: Record<string, string> = {
    orderId,
    userId,
    product: request.product,
    ...(profileId ? { profileId } : {})
  };
  const created = await gateway
    .createOrder({ amountPaise, receipt: orderId, notes })
    .catch((error: unknown) => {
      deps.logger.error({ err: error, orderId }, 'Razorpay refused to create the order');
      throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
    });
  await deps.orders.insertCreated(
    {
      _id: orderId,
      razorpayOrderId: created.id,
      userId,
      product: request.product,
      profileId,
      amountPaise
    },
    deps.now()
  );
  return {
    orderId,
    product: request.product,
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
  };
}
