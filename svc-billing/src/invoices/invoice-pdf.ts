// The tax invoice as a PDF (docs/product-rules.md#tax-invoices), drawn with pdfkit's built-in Helvetica: it has no
// rupee sign, so amounts read "INR 499.00".
import PDFDocument from 'pdfkit';
import { type Receipt, type TaxInvoice } from '@matrimony/contracts/http/billing/payments';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric'
});

const inr = (value: number) => `INR ${amount.format(value)}`;
const date = (iso: string) => day.format(new Date(iso));
/** The built-in fonts draw Latin-1 only: anything else would print as garbage, so it shows as "?". */
const printable = (text: string) =>
  text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2018\u2019\u201C\u201D\u2013]/g, '?');

function description(receipt: Receipt, invoice: TaxInvoice): string {
  if (receipt.product === 'contact-unlock')
    return invoice.profileMemberNumber
      ? `${receipt.item}, profile ${invoice.profileMemberNumber}`
      : receipt.item;
  return receipt.periodStart && receipt.periodEnd
    ? `${receipt.item}, ${date(receipt.periodStart)} to ${date(receipt.periodEnd)}`
    : receipt.item;
}

/** The PDF bytes of a receipt's tax invoice. */
export function renderInvoicePdf(receipt: Receipt, invoice: TaxInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.seller.legalName },
    compress: true
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(value), options);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    text(label, { width: WIDTH * 0.6 });
    doc.y = y;
    text(value, { width: WIDTH, align: 'right' });
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(18);
  text('Tax Invoice');
  if (receipt.status === 'refunded') {
    doc.fillColor('#b00020').fontSize(12);
    text('REFUNDED: this payment was returned to the member.');
    doc.fillColor('black');
  }
  doc.moveDown(0.5).fontSize(10).font('Helvetica-Bold');
  text(invoice.seller.legalName);
  doc.font('Helvetica');
  text(invoice.seller.address);
  text(`State: ${invoice.seller.state} (code ${invoice.seller.stateCode})`);
  text(`GSTIN: ${invoice.seller.gstin}`);

  doc.moveDown();
  text(`Invoice number: ${invoice.number}`);
  text(`Invoice date: ${date(receipt.issuedAt)}`);
  text(`Receipt: ${receipt.number}    Payment: ${receipt.paymentId}`);

  doc.moveDown();
  doc.font('Helvetica-Bold');
  text('Billed to');
  doc.font('Helvetica');
  text(invoice.buyer.name ?? 'Member (name not on record)');
  text(`Place of supply: ${invoice.placeOfSupply.state} (code ${invoice.placeOfSupply.stateCode})`);

  doc.moveDown();
  doc.font('Helvetica-Bold');
  text(description(receipt, invoice));
  doc.font('Helvetica');
  text(`SAC ${invoice.sac}`);
  doc.moveDown(0.5);
  row('Taxable value', inr(invoice.taxableValueInr));
  for (const tax of invoice.taxes) row(`${tax.name} @ ${tax.ratePercent}%`, inr(tax.amountInr));
  row('Total (GST included)', inr(invoice.totalInr), true);
  doc.font('Helvetica');
  text(invoice.amountInWords);

  doc.moveDown();
  doc.fontSize(8);
  text('Tax payable on reverse charge: No. This is a computer-generated invoice.');
  doc.end();
  return done;
}
