import Razorpay from 'razorpay';

/** The slice of Razorpay's API billing uses, so tests and the dev gateway stand behind one interface. */
export interface PaymentGateway {
  keyId: string;
  checkoutScriptUrl: string;
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number; currency: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Refunds the payment (amount in paise). Razorpay answers a repeat with the same idempotency key with the refund it
   * already made, so a retry after a crash or a timeout cannot refund twice.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<GatewayRefund>;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** pending | processed | failed */
  status: string;
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  /** Paise refunded so far (by us or in Razorpay's dashboard). */
  amount_refunded: number;
}

/** The SDK's axios instance, as far as billing touches it. */
interface AxiosLike {
  defaults: { baseURL: string; timeout: number };
  post<T>(url: string, data: object, config: { headers: Record<string, string> }): Promise<{ data: T }>;
}

export interface RazorpaySettings {
  RAZORPAY_API_URL: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_CHECKOUT_URL: string;
}

/** Razorpay's own SDK, pointed at RAZORPAY_API_URL (the real API in production, razorpay-dev elsewhere). */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway | undefined {
  if (!settings.RAZORPAY_KEY_ID || !settings.RAZORPAY_KEY_SECRET) return undefined;
  const client = new Razorpay({ key_id: settings.RAZORPAY_KEY_ID, key_secret: settings.RAZORPAY_KEY_SECRET });
  // The SDK hard-codes https://api.razorpay.com; its axios instance is the one place to point elsewhere.
  const rq = (client as unknown as { api: { rq: AxiosLike } }).api.rq;
  rq.defaults.baseURL = settings.RAZORPAY_API_URL;
  rq.defaults.timeout = 10_000;
  return {
    keyId: settings.RAZORPAY_KEY_ID,
    checkoutScriptUrl: settings.RAZORPAY_CHECKOUT_URL,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    async fetchPayment(paymentId) {
      const payment = await client.payments.fetch(paymentId);
      return {
        id: payment.id,
        order_id: String(payment.order_id),
        amount: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
        amount_refunded: Number(payment.amount_refunded ?? 0)
      };
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      // The SDK's payments.refund cannot send a header; its axios instance (base URL, keys, timeout) can.
      const response = await rq
        .post<GatewayRefund>(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: 'normal' },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } }
        )
        .catch((error: { response?: { status: number; data?: unknown } }) => {
          throw Object.assign(new Error('Razorpay refused the refund'), {
            statusCode: error.response?.status,
            error: (error.response?.data as { error?: unknown } | undefined)?.error
          });
        });
      const refund = response.data;
      return {
        id: refund.id,
        payment_id: refund.payment_id,
        amount: Number(refund.amount),
        status: refund.status
      };
    }
  };
}
