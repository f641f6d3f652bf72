// The member's tickets as svc-notify's contract shapes them, and a receipt as svc-billing's does.
import type { MyTicket, MyTicketSummary } from '../../src/api/help-tickets-api';
import type { Receipt } from '../../src/api/payments-api';

export const TICKET_NUMBER = 'T1000042';

export function ticketSummary(change: Partial<MyTicketSummary> = {}): MyTicketSummary {
  return {
    number: TICKET_NUMBER,
    kind: 'member',
    category: 'payment',
    subject: 'Charged twice for Premium',
    status: 'waiting-for-member',
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    unreadReplies: 0,
    ...change
  };
}

export function ticket(change: Partial<MyTicket> = {}): MyTicket {
  return {
    ...ticketSummary(),
    receiptNumber: 'MAT-2026-000042',
    messages: [
      {
        id: 'm1',
        author: 'requester',
        authorName: 'You',
        text: 'I was charged twice this morning.',
        sentAt: '2026-11-20T04:00:00.000Z'
      },
      {
        id: 'm2',
        author: 'staff',
        authorName: 'Anita from Support',
        text: 'We see both payments and are refunding the second one.',
        sentAt: '2026-11-20T06:30:00.000Z'
      }
    ],
    replyDueBy: '2026-11-21T06:30:00.000Z',
    resolveBy: null,
    ...change
  };
}

export function receipt(change: Partial<Receipt> = {}): Receipt {
  return {
    number: 'MAT-2026-000042',
    issuedAt: '2026-11-20T03:55:00.000Z',
    product: 'premium-month',
    item: 'Premium, 1 month',
    profileId: null,
    amountInr: 499,
    currency: 'INR',
    paymentId: 'pay_1',
    orderId: 'order_1',
    periodStart: '2026-11-20T03:55:00.000Z',
    periodEnd: '2026-12-20T03:55:00.000Z',
    invoice: null,
    status: 'paid',
    refund: null,
    ...change
  };
}

/** The GST tax invoice of a Premium month bought in Tamil Nadu: CGST and SGST, the buyer named. */
export const TAX_INVOICE: NonNullable<Receipt['invoice']> = {
  number: 'INV/26-27/000042',
  seller: {
    legalName: 'Matrimony Demo Private Limited',
    gstin: '33AABCM1234F1Z4',
    address: 'No. 1, Demo Street, T. Nagar, Chennai 600017',
    state: 'Tamil Nadu',
    stateCode: '33'
  },
  buyer: { name: 'Priya Sharma' },
  placeOfSupply: { state: 'Tamil Nadu', stateCode: '33' },
  sac: '998439',
  taxableValueInr: 422.88,
  taxes: [
    { name: 'CGST', ratePercent: 9, amountInr: 38.06 },
    { name: 'SGST', ratePercent: 9, amountInr: 38.06 }
  ],
  totalInr: 499,
  amountInWords: 'Rupees Four Hundred Ninety-Nine Only',
  profileMemberNumber: null
};

/**
 * `paid` turned into a refunded contact unlock bought from Kerala: IGST, no buyer name, the unlocked profile's
 * member number on its invoice.
 */
export function refundedUnlock(paid: Receipt): Receipt {
  return {
    ...paid,
    product: 'contact-unlock',
    item: 'Contact details',
    amountInr: 49,
    periodStart: null,
    periodEnd: null,
    status: 'refunded',
    refund: {
      amountPaise: 4900,
      amountInr: 49,
      issuedAt: '2026-11-27T10:00:00.000Z',
      processedAt: '2026-11-28T06:30:00.000Z'
    },
    invoice: {
      ...TAX_INVOICE,
      buyer: { name: null },
      placeOfSupply: { state: 'Kerala', stateCode: '32' },
      taxableValueInr: 41.53,
      taxes: [{ name: 'IGST', ratePercent: 18, amountInr: 7.47 }],
      totalInr: 49,
      amountInWords: 'Rupees Forty-Nine Only',
      profileMemberNumber: 'M1000777'
    }
  };
}
