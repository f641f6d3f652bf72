// Razorpay's browser checkout: its script is loaded only when a member pays,
// from the URL the order names (Razorpay's own in production, the development gateway elsewhere).
import { PAYMENT_START_EVENT, PAYMENT_SUCCESS_EVENT } from '@matrimony/catalog/constants';
import type { CheckoutAnswer, CheckoutOrder } from '../api/payments-api';

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (failure: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new CheckoutError('unavailable'));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export class CheckoutError extends Error {
  constructor(readonly reason: 'cancelled' | 'failed' | 'unavailable') {
    super(`checkout ${reason}`);
    this.name = 'CheckoutError';
  }
}

/**
 * Opens the checkout for the order and resolves with Razorpay's signed answer. Idle sign-out pauses from
 * here ("payment-start") until the payment is confirmed (`paymentConfirmed`).
 */
export async function openCheckout(order: CheckoutOrder): Promise<CheckoutAnswer> {
  await loadScript(order.checkout.scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new CheckoutError('unavailable');
  window.dispatchEvent(new Event(PAYMENT_START_EVENT));
  return new Promise<CheckoutAnswer>((resolve, reject) => {
    let settled = false;
    // Like Razorpay's, the dialog stays open after a failed attempt so the member can try again.
    let failed = false;
    const checkout = new Razorpay({
      key: order.checkout.key,
      order_id: order.checkout.razorpayOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: order.checkout.name,
      description: order.checkout.description,
      theme: { color: '#9d174d' },
      handler: (answer) => {
        settled = true;
        resolve(answer);
      },
      modal: {
        ondismiss: () => {
          if (!settled) reject(new CheckoutError(failed ? 'failed' : 'cancelled'));
        }
      }
    });
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}

export function paymentConfirmed(): void {
  window.dispatchEvent(new Event(PAYMENT_SUCCESS_EVENT));
}
