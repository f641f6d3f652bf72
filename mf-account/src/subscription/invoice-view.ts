// How the receipt page writes a tax invoice's figures (docs/product-rules.md#tax-invoices).
import type { TaxInvoice } from '../api/payments-api';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹422.88", "₹1,00,000.00": to the paisa, Indian grouping. */
export function formatRupees(amountInr: number): string {
  return `₹${rupees.format(amountInr)}`;
}

/** "Tamil Nadu (33)": a state with its GST state code. */
export function stateWithCode(place: { state: string; stateCode: string }): string {
  return place.stateCode ? `${place.state} (${place.stateCode})` : place.state;
}

/** The invoice's lines as label and value, in the order an invoice reads. */
export function invoiceFacts(invoice: TaxInvoice): { label: string; value: string }[] {
  return [
    { label: 'Invoice number', value: invoice.number },
    { label: 'Seller', value: `${invoice.seller.legalName}, ${invoice.seller.address}` },
    { label: 'Seller GSTIN', value: invoice.seller.gstin },
    { label: 'Seller’s state', value: stateWithCode(invoice.seller) },
    { label: 'Billed to', value: invoice.buyer.name ?? 'Name not on record' },
    { label: 'Place of supply', value: stateWithCode(invoice.placeOfSupply) },
    ...(invoice.profileMemberNumber
      ? [{ label: 'Profile unlocked', value: invoice.profileMemberNumber }]
      : []),
    { label: 'SAC', value: invoice.sac },
    { label: 'Taxable value', value: formatRupees(invoice.taxableValueInr) },
    ...invoice.taxes.map((tax) => ({
      label: `${tax.name} @ ${tax.ratePercent}%`,
      value: formatRupees(tax.amountInr)
    })),
    { label: 'Total (GST included)', value: formatRupees(invoice.totalInr) },
    { label: 'In words', value: invoice.amountInWords }
  ];
}

/** The saved file's name: the service's (Content-Disposition), else one from the invoice number. */
export function invoiceFileName(serviceName: string | undefined, invoice: TaxInvoice): string {
  return serviceName ?? `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
