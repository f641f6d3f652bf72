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
