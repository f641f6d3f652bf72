// Buying Premium and single-profile contact unlocks through Razorpay (orders, checkout verification,
// webhooks) and the receipts that follow.
import { PRODUCTS } from '@matrimony/catalog/plans';
import { z } from 'zod';
import { objectId } from '../ids';
import { defineRoute } from '../route';

/**
 * Where the browser loads the checkout script: Razorpay's URL, or a path on the site itself (the development
 * gateway behind the site's own gateway), which loads from whichever host the page was opened under.
 */
export const checkoutScriptLocationSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/(?![/\\])/, 'must be a URL or a path on the site')
]);

export const productSchema = z.enum(PRODUCTS);
export type { Product } from '@matrimony/catalog/plans';

export const createOrderRequestSchema = z
  .object({
    product: productSchema,
    /** The profile whose contact is unlocked (contact-unlock only): a profile id, never any other string. */
    profileId: objectId('a profile id').optional(),
    /**
     * The `offerToken` of svc-profile's 402 `contact_locked` offer for this profile (contact-unlock only): its word
     * that the buyer may see the profile. A token for another member or profile, or past its 30 minutes, answers 403
     * `offer_invalid`.
     */
    offerToken: z.string().min(1).max(200).optional()
  })
  .refine((body) => (body.product === 'contact-unlock') === (body.profileId !== undefined), {
    message: 'Choose the profile to unlock (and only for a contact unlock)',
    path: ['profileId']
  })
  .refine((body) => (body.product === 'contact-unlock') === (body.offerToken !== undefined), {
    message: 'Unlock a contact from the profile’s offer (and only a contact unlock takes one)',
    path: ['offerToken']
  });

/** What the browser's checkout needs: Razorpay's `new Razorpay({ key, order_id, amount, currency, name, description })`. */
export const checkoutOrderSchema = z.object({
  orderId: z.string(),
  product: productSchema,
  profileId: z.string().nullable(),
  /** Paise, as Razorpay counts. */
  amountPaise: z.number().int().positive(),
  currency: z.literal('INR'),
  checkout: z.object({
    key: z.string(),
    razorpayOrderId: z.string(),
    scriptUrl: checkoutScriptLocationSchema,
    name: z.string(),
    description: z.string()
  })
});

/** The checkout handler's answer, passed on as Razorpay names it. */
export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be the hex HMAC-SHA256 the checkout returned')
});

/** A tax in an invoice: CGST and SGST within the seller's state, IGST to another. */
export const invoiceTaxSchema = z.object({
  name: z.enum(['CGST', 'SGST', 'IGST']),
  ratePercent: z.number().positive(),
  amountInr: z.number().nonnegative()
});

const gstStateSchema = z.object({ state: z.string(), stateCode: z.string() });

/** The GST tax invoice a payment gets (docs/product-rules.md#tax-invoices); prices include the tax. */
export const taxInvoiceSchema = z.object({
  /** Consecutive within the financial year (April to March), at most 16 characters, e.g. `INV/26-27/000123`. */
  number: z.string().max(16),
  seller: gstStateSchema.extend({
    legalName: z.string(),
    gstin: z.string().length(15),
    address: z.string()
  }),
  /** The member's name as their profile said when they paid; null once the account is erased, or without a profile. */
  buyer: z.object({ name: z.string().nullable() }),
  /** The member's state, or the seller's when the member's is unknown. */
  placeOfSupply: gstStateSchema,
  /** The service's accounting code (SAC). */
  sac: z.string(),
  taxableValueInr: z.number().nonnegative(),
  taxes: z.array(invoiceTaxSchema).min(1).max(2),
  /** What the member paid: the taxable value and the taxes, to the paisa. */
  totalInr: z.number().nonnegative(),
  /** "Rupees Four Hundred Ninety-Nine Only". */
  amountInWords: z.string(),
  /** Contact unlocks: the member number of the profile unlocked, when billing knows it. */
  profileMemberNumber: z.string().nullable()
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const receiptSchema = z.object({
  /** Sequential, e.g. `MAT-2026-000042`. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
  product: productSchema,
  item: z.string(),
  /** The unlocked profile's member number or id (contact-unlock), else null. */
  profileId: z.string().nullable(),
  amountInr: z.number().nonnegative(),
  currency: z.literal('INR'),
  paymentId: z.string(),
  orderId: z.string(),
  /** Premium purchases: the period the payment bought. */
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  status: z.enum(['paid', 'refunded']),
  /** Null only for receipts issued before payments got tax invoices. */
  invoice: taxInvoiceSchema.nullable(),
  /**
   * The refund staff issued for this payment (always the whole amount); `processedAt` is null until Razorpay says the
   * money went back. Null when there is none, and for a payment refunded in Razorpay's dashboard (`status` says so).
   */
  refund: z
    .object({
      amountPaise: z.number().int().positive(),
      amountInr: z.number().positive(),
      issuedAt: z.iso.datetime(),
      processedAt: z.iso.datetime().nullable()
    })
    .nullable()
});
export type Receipt = z.infer<typeof receiptSchema>;

export const paymentResultSchema = z.object({
  status: z.literal('paid'),
  receipt: receiptSchema
});

export const receiptListSchema = z.object({ items: z.array(receiptSchema) });

export const unlockedProfilesSchema = z.object({ profileIds: z.array(z.string()) });

export const receiptNumberSchema = z
  .string()
  .regex(/^MAT-\d{4}-\d{6}$/, 'must be a receipt number like MAT-2026-000001');
const receiptParams = z.object({ number: receiptNumberSchema });

export const paymentRoutes = {
  createOrder: defineRoute({
    name: 'billing.createOrder',
    method: 'POST',
    path: '/orders',
    auth: 'member',
    summary:
      'Start buying Premium or one profile’s contact: creates the Razorpay order (amount from the plan, never from the client)',
    request: { body: createOrderRequestSchema },
    response: { status: 201, body: checkoutOrderSchema },
    errors: ['already_unlocked', 'offer_invalid', 'payments_unavailable']
  }),
  verifyPayment: defineRoute({
    name: 'billing.verifyPayment',
    method: 'POST',
    path: '/payments/verify',
    auth: 'member',
    summary:
      'Checks the checkout’s signature over the stored order and the payment, then fulfils the order (idempotent)',
    request: { body: verifyPaymentRequestSchema },
    response: { status: 200, body: paymentResultSchema },
    errors: [
      'order_not_found',
      'signature_invalid',
      'payment_mismatch',
      'payment_not_captured',
      'payments_unavailable'
    ]
  }),
  razorpayWebhook: defineRoute({
    name: 'billing.razorpayWebhook',
    method: 'POST',
    path: '/webhooks/razorpay',
    auth: 'public',
    summary: 'Razorpay’s webhooks (X-Razorpay-Signature over the raw body; de-duplicated by event id)',
    response: { status: 204 },
    errors: ['signature_invalid', 'webhook_in_progress']
  }),
  listReceipts: defineRoute({
    name: 'billing.listReceipts',
    method: 'GET',
    path: '/receipts',
    auth: 'member',
    summary: 'The member’s receipts, newest first',
    response: { status: 200, body: receiptListSchema },
    errors: []
  }),
  getReceipt: defineRoute({
    name: 'billing.getReceipt',
    method: 'GET',
    path: '/receipts/:number',
    auth: 'member',
    summary: 'One of the member’s receipts',
    request: { params: receiptParams },
    response: { status: 200, body: receiptSchema },
    errors: ['receipt_not_found']
  }),
  downloadInvoice: defineRoute({
    name: 'billing.downloadInvoice',
    method: 'GET',
    path: '/receipts/:number/invoice',
    auth: 'member',
    summary: 'The receipt’s GST tax invoice as a PDF (attachment `invoice-<number>.pdf`); only its member',
    description:
      'Another member’s receipt, or an unknown number, is 404 `receipt_not_found`; a receipt issued before tax invoices is 404 `invoice_not_found`. Answered with `Cache-Control: no-store`.',
    request: { params: receiptParams },
    response: { status: 200, contentType: 'application/pdf' },
    errors: ['receipt_not_found', 'invoice_not_found']
  }),
  listUnlockedProfiles: defineRoute({
    name: 'billing.listUnlockedProfiles',
    method: 'GET',
    path: '/contact-unlocks',
    auth: 'member',
    summary: 'Profiles whose contact the member bought',
    response: { status: 200, body: unlockedProfilesSchema },
    errors: []
  })
};
