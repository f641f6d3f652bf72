// What Razorpay does with orders, payments and refunds, minus the money.
import {
  newId,
  unixNow,
  type Notes,
  type Order,
  type Payment,
  type PaymentMethod,
  type Refund
} from './entities';
import { badRequest, notFoundId, RazorpayError } from './errors';
import { paymentSignature } from './signatures';
import type { Store } from './store';
import type { WebhookSender } from './webhooks';

export interface CreateOrderInput {
  amount?: unknown;
  currency?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface Gateway {
  createOrder(input: CreateOrderInput): Order;
  order(id: string): Order;
  orderPayments(id: string): Payment[];
  payment(id: string): Payment;
  /** The checkout dialog's "pay": a captured payment with its signed answer, or a failed one (throws). */
  pay(input: { orderId: string; method: PaymentMethod; succeed: boolean; vpa?: string }): CheckoutResult;
  /** With an idempotency key (Razorpay's X-Refund-Idempotency), a repeat answers the refund the key already made. */
  refund(paymentId: string, amount?: unknown, idempotencyKey?: string): Refund;
}

function validNotes(notes: unknown): Notes {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== 'object' || Array.isArray(notes)) throw badRequest('notes must be an object', 'notes');
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) throw badRequest('Number of notes exceeds 15', 'notes');
  for (const [, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw badRequest('notes values must be strings or numbers', 'notes');
    if (String(value).length > 256) throw badRequest('notes value exceeds 256 characters', 'notes');
  }
  return Object.fromEntries(entries) as Notes;
}

export function createGateway(store: Store, webhooks: WebhookSender, keySecret: string): Gateway {
  const find = <T>(map: Map<string, T>, id: string): T => {
    const found = map.get(id);
    if (!found) throw notFoundId();
    return found;
  };

  return {
    createOrder({ amount, currency = 'INR', receipt, notes }) {
      if (typeof amount !== 'number' || !Number.isInteger(amount))
        throw badRequest('The amount must be an integer.', 'amount');
      if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount');
      if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
        throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
      const order: Order = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: (receipt as string | undefined) ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: validNotes(notes),
        created_at: unixNow()
      };
      store.orders.set(order.id, order);
      store.save();
      return order;
    },

    order: (id) => find(store.orders, id),
    orderPayments: (id) =>
      [...store.payments.values()].filter((payment) => payment.order_id === find(store.orders, id).id),
    payment: (id) => find(store.payments, id),

    pay({ orderId, method, succeed, vpa }) {
      const order = find(store.orders, orderId);
      if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id');
      order.attempts += 1;
      const payment: Payment = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount_due,
        currency: order.currency,
        status: succeed ? 'captured' : 'failed',
        order_id: order.id,
        invoice_id: null,
        international: false,
        method,
        amount_refunded: 0,
        refund_status: null,
        captured: succeed,
        description: null,
        card_id: method === 'card' ? newId('pay').replace('pay_', 'card_') : null,
        bank: null,
        wallet: null,
        vpa: method === 'upi' ? (vpa ?? (succeed ? 'success@razorpay' : 'failure@razorpay')) : null,
        email: 'void@razorpay.com',
        contact: '+919000090000',
        notes: order.notes,
        fee: succeed ? Math.round(order.amount_due * 0.02) : 0,
        tax: 0,
        error_code: succeed ? null : 'BAD_REQUEST_ERROR',
        error_description: succeed ? null : 'Payment failed',
        error_source: succeed ? null : 'customer',
        error_step: succeed ? null : 'payment_authorization',
        error_reason: succeed ? null : 'payment_failed',
        created_at: unixNow()
      };
      store.payments.set(payment.id, payment);
      if (succeed) {
        order.status = 'paid';
        order.amount_paid = order.amount;
        order.amount_due = 0;
      } else {
        order.status = 'attempted';
      }
      store.save();
      if (!succeed) {
        webhooks.send('payment.failed', { payment });
        throw new RazorpayError(400, 'BAD_REQUEST_ERROR', 'Payment failed', {
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id }
        });
      }
      webhooks.send('payment.captured', { payment });
      webhooks.send('order.paid', { payment, order });
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, keySecret)
      };
    },

    refund(paymentId, amount, idempotencyKey) {
      const payment = find(store.payments, paymentId);
      const earlier = idempotencyKey === undefined ? undefined : store.refundKeys.get(idempotencyKey);
      if (earlier !== undefined) {
        const refund = find(store.refunds, earlier);
        if (refund.payment_id !== payment.id)
          throw badRequest('The idempotency key was already used for another refund', 'X-Refund-Idempotency');
        return refund;
      }
      if (payment.status === 'failed') throw badRequest('The payment has not been captured', 'payment_id');
      const refundable = payment.amount - payment.amount_refunded;
      const value = amount === undefined ? refundable : amount;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 100)
        throw badRequest('The amount must be atleast INR 1.00', 'amount');
      if (value > refundable)
        throw badRequest('The refund amount provided is greater than amount captured', 'amount');
      const refund: Refund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount: value,
        currency: payment.currency,
        payment_id: payment.id,
        notes: {},
        receipt: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
        created_at: unixNow()
      };
      store.refunds.set(refund.id, refund);
      if (idempotencyKey !== undefined) store.refundKeys.set(idempotencyKey, refund.id);
      payment.amount_refunded += value;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      store.save();
      webhooks.send('refund.processed', { refund, payment });
      return refund;
    }
  };
}
