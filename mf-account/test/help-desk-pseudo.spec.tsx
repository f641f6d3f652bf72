import { expect } from 'chai';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { formatDate, formatDateTime } from '@matrimony/catalog/date-format';
import { activatePseudoEnglish, restoreEnglish, unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { relativeRequestUrls } from '@matrimony/session/testing';
import TicketPage from '../src/help/TicketPage';
import TicketsPage from '../src/help/TicketsPage';
import ReceiptPage from '../src/subscription/ReceiptPage';
import { mount } from './mount';
import { fakeFetch } from './support/conversations';
import { receipt, refundedUnlock, ticket, ticketSummary, TICKET_NUMBER } from './support/help-tickets';

// The help desk's pages and a receipt, served by a fake API, in pseudo-English: a plain Latin letter left on screen
// is a string that never went through a catalogue.

const thread = ticket();
const paid = receipt();
/** A refunded contact unlock with its GST tax invoice. */
const refunded = refundedUnlock(receipt());
const invoice = refunded.invoice!;
/** The member's and staff's own words, numbers and ids, shown as they are in every language. */
const DATA = [
  thread.subject,
  TICKET_NUMBER,
  paid.number,
  paid.item,
  paid.paymentId,
  paid.orderId,
  refunded.item,
  invoice.number,
  invoice.seller.legalName,
  invoice.seller.address,
  invoice.seller.gstin,
  invoice.sac,
  invoice.profileMemberNumber ?? '',
  // The amount in words is the legal invoice's text, English as on the PDF.
  invoice.amountInWords,
  ...invoice.taxes.map((tax) => tax.name),
  // State names: the places dictionary of the catalog text (not loaded in this spec).
  invoice.seller.state,
  invoice.placeOfSupply.state,
  ...thread.messages.flatMap((message) => [message.text, message.authorName])
];
/** Dates: @matrimony/catalog/date-format writes them in English whatever the language (it takes no locale yet). */
const DATES = [
  thread.updatedAt,
  thread.replyDueBy ?? '',
  ...thread.messages.map((message) => message.sentAt),
  paid.issuedAt,
  paid.periodStart ?? '',
  paid.periodEnd ?? '',
  refunded.refund!.issuedAt,
  refunded.refund!.processedAt ?? ''
]
  .filter(Boolean)
  .flatMap((iso) => [formatDateTime(iso), formatDate(iso)]);

describe('the help desk and a receipt in pseudo-English (no text outside the catalogues)', () => {
  const catalogTexts = allCatalogTexts();
  const urls = relativeRequestUrls();
  let served: ReturnType<typeof fakeFetch> | undefined;
  before(async () => {
    urls.install();
    await activatePseudoEnglish(catalogTexts);
  });
  after(async () => {
    urls.restore();
    await restoreEnglish(catalogTexts);
  });
  afterEach(() => served?.restore());

  // Longest first, so that a date is never taken out of the middle of a date and time.
  const allowed = [...DATA, ...DATES].sort((a, b) => b.length - a.length);
  const untranslated = () => unlocalizedTexts(document.body, allowed);

  it('the list of tickets shows only translated text', async () => {
    served = fakeFetch(() =>
      Response.json({ items: [ticketSummary({ unreadReplies: 2 })], page: 1, pageSize: 20, total: 1 })
    );
    await mount(<TicketsPage />, { url: '/help/tickets' });
    await screen.findByText(thread.subject, { exact: false });
    expect(untranslated()).to.deep.equal([]);
  });

  it('a ticket shows only translated text', async () => {
    served = fakeFetch(() => Response.json(thread));
    await mount(
      <Routes>
        <Route path="/help/tickets/:number" element={<TicketPage />} />
      </Routes>,
      { url: `/help/tickets/${TICKET_NUMBER}` }
    );
    await screen.findByRole('heading', { level: 1, name: thread.subject });
    expect(untranslated()).to.deep.equal([]);
  });

  it('a receipt shows only translated text', async () => {
    served = fakeFetch(() => Response.json(paid));
    await mount(
      <Routes>
        <Route path="/receipts/:number" element={<ReceiptPage />} />
      </Routes>,
      { url: `/receipts/${paid.number}` }
    );
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).to.deep.equal([]);
  });

  it('a refunded receipt with its tax invoice shows only translated text (but the legal amount in words)', async () => {
    served = fakeFetch(() => Response.json(refunded));
    await mount(
      <Routes>
        <Route path="/receipts/:number" element={<ReceiptPage />} />
      </Routes>,
      { url: `/receipts/${refunded.number}` }
    );
    await screen.findByRole('heading', { level: 2 });
    expect(untranslated()).to.deep.equal([]);
  });
});
