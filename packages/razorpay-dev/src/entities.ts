// The slice of Razorpay's entities this gateway keeps, shaped as Razorpay's API answers them.
import { randomInt } from 'node:crypto';

export type Notes = Record<string, string | number>;

export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export type PaymentMethod = 'upi' | 'card';

export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number;
  tax: number;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
  created_at: number;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay ids: a prefix and 14 base-62 characters (`order_N8kq2Zp1xYw3Qa`). */
export function newId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let suffix = '';
  for (let i = 0; i < 14; i += 1) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${suffix}`;
}

export const unixNow = (now: Date = new Date()) => Math.floor(now.getTime() / 1000);
