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
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
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
  (
    client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }
  ).api.rq.defaults.baseURL = settings.RAZORPAY_API_URL;
  (client as unknown as { api: { rq: { defaults: { timeout: number } } } }).api.rq.defaults.timeout = 10_000;
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
        status: payment.status
      };
    }
  };
}
