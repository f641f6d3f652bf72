import { expect } from 'chai';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { paymentsApi, type Receipt } from '../src/api/payments-api';
import ReceiptPage from '../src/subscription/ReceiptPage';
import { invoiceFacts } from '../src/subscription/invoice-view';
import { AccountProviders, memberStore } from './render';
import { refundedUnlock, TAX_INVOICE } from './support/help-tickets';

const receipt = (change: Partial<Receipt> = {}): Receipt => ({
  number: 'MAT-2026-000042',
  issuedAt: '2026-11-21T08:00:00.000Z',
  product: 'premium-month',
  item: 'Premium, 1 month',
  profileId: null,
  amountInr: 499,
  currency: 'INR',
  paymentId: 'pay_Demo0000000042',
  orderId: 'ord_0000000000000000000042',
  periodStart: '2026-11-21T08:00:00.000Z',
  periodEnd: '2026-12-21T08:00:00.000Z',
  status: 'paid',
  invoice: TAX_INVOICE,
  refund: null,
  ...change
});

/** Mounts /receipts/:number for a signed-in member, with the receipt already in the RTK Query cache. */
async function open(shown: Receipt) {
  const store = await memberStore();
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  await dispatch(paymentsApi.util.upsertQueryData('receipt', shown.number, shown));
  render(
    <AccountProviders store={store} url={`/receipts/${shown.number}`}>
      <Routes>
        <Route path="/receipts/:number" element={<ReceiptPage />} />
      </Routes>
    </AccountProviders>
  );
  await screen.findByRole('heading', { name: `Receipt ${shown.number}` });
}

/** The value beside a label in the page's description lists. */
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('receipt page: the GST tax invoice (rendered)', () => {
  const realFetch = globalThis.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  const urls = relativeRequestUrls();
  let requested: string[];
  let saved: string[];
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    requested = [];
    saved = [];
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    HTMLAnchorElement.prototype.click = realClick;
  });

  it('shows the seller’s GSTIN, the place of supply, the tax split and the amount in words', async () => {
    await open(receipt());
    expect(screen.getByRole('heading', { name: 'Tax invoice' })).to.exist;
    expect(factOf('Invoice number')).to.equal('INV/26-27/000042');
    expect(factOf('Seller GSTIN')).to.equal('33AABCM1234F1Z4');
    expect(factOf('Billed to')).to.equal('Priya Sharma');
    expect(factOf('Place of supply')).to.equal('Tamil Nadu (33)');
    expect(factOf('SAC')).to.equal('998439');
    expect(factOf('Taxable value')).to.equal('₹422.88');
    expect(factOf('CGST @ 9%')).to.equal('₹38.06');
    expect(factOf('SGST @ 9%')).to.equal('₹38.06');
    expect(factOf('Total (GST included)')).to.equal('₹499.00');
    expect(factOf('In words')).to.equal('Rupees Four Hundred Ninety-Nine Only');
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).to.exist;
  });

  it('shows IGST to another state, the unlocked profile’s member number, and a refund', async () => {
    const unlock = refundedUnlock(receipt());
    await open(unlock);
    expect(screen.getByRole('heading', { name: 'Tax invoice (refunded)' })).to.exist;
    expect(factOf('Status')).to.equal('Refunded');
    expect(factOf('Refund')).to.equal('Refunded ₹49 on 28 Nov 2026');
    expect(factOf('IGST @ 18%')).to.equal('₹7.47');
    expect(factOf('Profile unlocked')).to.equal('M1000777');
    expect(factOf('Billed to')).to.equal('Name not on record');
    expect(screen.queryByText('CGST @ 9%')).to.equal(null);
  });

  it('downloads the PDF from the invoice route, saves it under the service’s file name, and says so', async () => {
    globalThis.fetch = (async (request: Request | string) => {
      requested.push(new URL(typeof request === 'string' ? request : request.url).pathname);
      return new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-INV-26-27-000042.pdf"'
        }
      });
    }) as typeof fetch;
    const user = userEvent.setup();
    await open(receipt());
    await user.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(saved).to.deep.equal(['invoice-INV-26-27-000042.pdf']));
    expect(requested).to.deep.equal(['/api/billing/receipts/MAT-2026-000042/invoice']);
    expect(screen.getByRole('status').textContent).to.equal(
      'Your invoice is saved as invoice-INV-26-27-000042.pdf.'
    );
  });

  it('says why a download failed', async () => {
    globalThis.fetch = (async () =>
      Response.json(
        { type: 'about:blank', title: 'Receipt Not Found', status: 404, code: 'receipt_not_found' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } }
      )) as typeof fetch;
    const user = userEvent.setup();
    await open(receipt());
    await user.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.contain('Receipt Not Found'));
    expect(saved).to.deep.equal([]);
  });

  it('says a refund is on its way until Razorpay has paid it back', async () => {
    await open(
      receipt({
        number: 'MAT-2026-000043',
        refund: {
          amountPaise: 49_900,
          amountInr: 499,
          issuedAt: '2026-11-28T06:30:00.000Z',
          processedAt: null
        }
      })
    );
    expect(factOf('Refund')).to.equal(
      'Refund of ₹499 issued on 28 Nov 2026; your bank usually credits it within 5 to 7 working days'
    );
  });

  it('offers no invoice for a receipt issued before tax invoices', async () => {
    await open(receipt({ number: 'MAT-2026-000001', invoice: null }));
    expect(screen.getByText(/issued before payments came with tax invoices/)).to.exist;
    expect(screen.queryByRole('button', { name: 'Download invoice (PDF)' })).to.equal(null);
  });

  it('lists the invoice’s lines in the order an invoice reads', () => {
    expect(invoiceFacts(receipt().invoice!).map((fact) => fact.label)).to.deep.equal([
      'Invoice number',
      'Seller',
      'Seller GSTIN',
      'Seller’s state',
      'Billed to',
      'Place of supply',
      'SAC',
      'Taxable value',
      'CGST @ 9%',
      'SGST @ 9%',
      'Total (GST included)',
      'In words'
    ]);
  });
});
