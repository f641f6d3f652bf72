import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CANNED_REPLIES } from '@matrimony/catalog/support';
import { relativeRequestUrls } from '@matrimony/session/testing';
import SupportTicketPage from '../src/admin/support/SupportTicketPage';
import type { AdminReceipt, StaffRefund } from '../src/api/refunds-api';
import type { StaffTicket } from '../src/api/support-desk-api';
import { mount } from './mount';
import { fakeFetch, problem, type Sent } from './support/conversations';
import { staffTicket, TICKET_NUMBER } from './support/help-desk';

const RECEIPT_NUMBER = 'MAT-2026-000123';
const RECEIPT_PATH = `/api/billing/admin/receipts/${RECEIPT_NUMBER}`;
const CONFIRM = 'Refund ₹499 in full to the member’s original payment method?';

const paymentTicket = staffTicket({
  category: 'payment',
  subject: 'Charged twice',
  receiptNumber: RECEIPT_NUMBER
});

const refund: StaffRefund = {
  amountPaise: 49900,
  amountInr: 499,
  reason: 'duplicate-charge',
  ticket: TICKET_NUMBER,
  note: null,
  issuedAt: '2026-11-27T10:00:00.000Z',
  razorpayRefundId: 'rfnd_1',
  status: 'pending',
  processedAt: null
};

function receipt(change: Partial<AdminReceipt> = {}): AdminReceipt {
  return {
    number: RECEIPT_NUMBER,
    product: 'premium-month',
    item: 'Premium, 1 month',
    amountPaise: 49900,
    amountInr: 499,
    currency: 'INR',
    paidAt: '2026-11-20T06:30:00.000Z',
    paymentId: 'pay_1',
    orderId: 'order_1',
    status: 'paid',
    refund: null,
    refundable: true,
    notRefundableBecause: null,
    ...change
  };
}

const mountTicket = () =>
  mount(
    <Routes>
      <Route path="/admin/support/:number" element={<SupportTicketPage />} />
    </Routes>,
    { url: `/admin/support/${TICKET_NUMBER}` }
  );

describe('console: refunding from a payment ticket', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
  });

  /** Serves the ticket and the receipt (each read through `receiptOf`), and answers the refund with `refunded`. */
  const serve = (
    ticket: StaffTicket,
    receiptOf: () => AdminReceipt,
    refunded: (request: Sent) => Response = () => Response.json(refund, { status: 201 })
  ) =>
    (fetchOf = fakeFetch((request) => {
      if (request.path.startsWith('/api/notify/')) return Response.json(ticket);
      return request.method === 'GET' ? Response.json(receiptOf()) : refunded(request);
    }));
  const refunds = () => fetchOf!.sent.filter((request) => request.path === `${RECEIPT_PATH}/refund`);

  it('shows no payment panel, and reads no receipt, for a ticket that is not about a payment', async () => {
    serve(staffTicket({ receiptNumber: null }), () => receipt());
    await mountTicket();
    await screen.findByRole('list', { name: 'Messages' });
    expect(screen.queryByRole('region', { name: 'Payment and refund' })).to.equal(null);
    expect(fetchOf!.sent.filter((request) => request.path.startsWith('/api/billing/'))).to.be.empty;
  });

  it('asks before refunding a refundable receipt, sends reason and ticket, then suggests the "Refund issued" reply', async () => {
    let current = receipt();
    serve(
      paymentTicket,
      () => current,
      () => {
        current = receipt({
          status: 'refunded',
          refund,
          refundable: false,
          notRefundableBecause: 'refund_issued'
        });
        return Response.json(refund, { status: 201 });
      }
    );
    const user = userEvent.setup();
    await mountTicket();

    const panel = await screen.findByRole('region', { name: 'Payment and refund' });
    await within(panel).findByText('Premium, 1 month');
    expect(within(panel).getByText('₹499')).to.exist;
    const button = within(panel).getByRole('button', { name: 'Refund ₹499' });
    expect((button as HTMLButtonElement).disabled, 'no reason chosen yet').to.equal(true);
    await user.selectOptions(within(panel).getByRole('combobox', { name: /Reason/ }), 'duplicate-charge');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(refunds(), 'nothing sent before confirming').to.be.empty;
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹499' }));

    await waitFor(() => expect(refunds()).to.have.length(1));
    expect(refunds()[0]).to.deep.include({
      method: 'POST',
      body: { reason: 'duplicate-charge', ticket: TICKET_NUMBER }
    });
    const box = screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    await waitFor(() =>
      expect(box.value).to.equal(CANNED_REPLIES.find((reply) => reply.id === 'refund-issued')!.text)
    );
    await within(panel).findByText('Refunded', { selector: 'span' });
    expect(within(panel).queryByRole('button', { name: 'Refund ₹499' })).to.equal(null);
  });

  it('shows "Refunded" and offers no refund for a refunded receipt', async () => {
    serve(paymentTicket, () =>
      receipt({ status: 'refunded', refund, refundable: false, notRefundableBecause: 'refund_issued' })
    );
    await mountTicket();
    const panel = await screen.findByRole('region', { name: 'Payment and refund' });
    await within(panel).findByText('Refunded', { selector: 'span' });
    expect(within(panel).queryByRole('button', { name: /^Refund/ })).to.equal(null);
  });

  it('a refund Razorpay refuses shows the problem in its own words', async () => {
    serve(
      paymentTicket,
      () => receipt(),
      () => problem(502, 'refund_failed', 'Refund Failed')
    );
    const user = userEvent.setup();
    await mountTicket();
    const panel = await screen.findByRole('region', { name: 'Payment and refund' });
    await user.selectOptions(await within(panel).findByRole('combobox', { name: /Reason/ }), 'outage');
    await user.click(within(panel).getByRole('button', { name: 'Refund ₹499' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', {
        name: 'Refund ₹499'
      })
    );
    await within(panel).findByText('Refund Failed');
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).to.equal('');
  });
});
