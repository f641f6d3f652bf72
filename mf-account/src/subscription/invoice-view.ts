// How the receipt page writes a tax invoice's figures (docs/product-rules.md#tax-invoices).
import type { TaxInvoice } from '../api/payments-api';
import { catalogText } from '@matrimony/ui/catalog-text';
import { subscriptionText as text } from './messages';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹422.88", "₹1,00,000.00": to the paisa, Indian grouping. */
export function formatRupees(amountInr: number): string {
  return `₹${rupees.format(amountInr)}`;
}

/** "Tamil Nadu (33)": a state with its GST state code. */
export function stateWithCode(place: { state: string; stateCode: string }): string {
  const state = catalogText(place.state);
  return place.stateCode ? `${state} (${place.stateCode})` : state;
}

/** The invoice's lines as label and value, in the order an invoice reads. */
export function invoiceFacts(invoice: TaxInvoice): { label: string; value: string }[] {
  return [
    { label: text('subscription.invoice.number'), value: invoice.number },
    {
      label: text('subscription.invoice.seller'),
      value: `${invoice.seller.legalName}, ${invoice.seller.address}`
    },
    { label: text('subscription.invoice.sellerGstin'), value: invoice.seller.gstin },
    { label: text('subscription.invoice.sellerState'), value: stateWithCode(invoice.seller) },
    {
      label: text('subscription.invoice.billedTo'),
      value: invoice.buyer.name ?? text('subscription.invoice.noName')
    },
    { label: text('subscription.invoice.placeOfSupply'), value: stateWithCode(invoice.placeOfSupply) },
    ...(invoice.profileMemberNumber
      ? [{ label: text('subscription.invoice.profileUnlocked'), value: invoice.profileMemberNumber }]
      : []),
    { label: text('subscription.invoice.sac'), value: invoice.sac },
    { label: text('subscription.invoice.taxable'), value: formatRupees(invoice.taxableValueInr) },
    ...invoice.taxes.map((tax) => ({
      label: text('subscription.invoice.tax', { tax: tax.name, rate: tax.ratePercent }),
      value: formatRupees(tax.amountInr)
    })),
    { label: text('subscription.invoice.total'), value: formatRupees(invoice.totalInr) },
    // The amount in words is the legal invoice's own (English) text, as on the PDF.
    { label: text('subscription.invoice.inWords'), value: invoice.amountInWords }
  ];
}

/** The saved file's name: the service's (Content-Disposition), else one from the invoice number. */
export function invoiceFileName(serviceName: string | undefined, invoice: TaxInvoice): string {
  return serviceName ?? `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
