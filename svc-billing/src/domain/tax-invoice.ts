// The GST tax invoice of a payment (docs/product-rules.md#tax-invoices): its number series, the tax inside a
// GST-inclusive price, and the figures the receipt page and the PDF show.
import { GST_RATE_PERCENT, GST_STATE_CODES, SAC_CODE } from '@matrimony/catalog/tax-invoice';
import { type TaxInvoice } from '@matrimony/contracts/http/billing/payments';
import { rupeesInWords } from './amount-in-words';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** GST allows at most 16 characters: `INV/26-27/` and six digits. */
const INVOICE_DIGITS = 6;

export interface Seller {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
}

/** What an invoice records when it is issued, so a later change of address or rate never rewrites it. */
export interface IssuedInvoice {
  number: string;
  seller: Seller;
  /** The member's name and state as their profile said when they paid; the name is erased with the account. */
  buyer: { name: string | null; state: string | null };
  /** The buyer's state, or the seller's when the buyer's is unknown (an online service to an unregistered buyer). */
  placeOfSupply: string;
  /** The unlocked profile's member number (contact unlocks), never anything that reaches its owner. */
  profileMemberNumber: string | null;
  sac: string;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The financial year (April to March, in India's time) a moment falls in, as invoices label it: `26-27`. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const short = (year: number) => String(year % 100).padStart(2, '0');
  return `${short(start)}-${short(start + 1)}`;
}

/** `INV/26-27/000123`: consecutive within a financial year, 16 characters. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** INVOICE_DIGITS)
    throw new RangeError(`invoice ${sequence} is outside the series of ${financialYear}`);
  return `INV/${financialYear}/${String(sequence).padStart(INVOICE_DIGITS, '0')}`;
}

/**
 * The tax inside a GST-inclusive price, to the paisa: the taxable value is the total over 1.18 rounded to the paisa,
 * the tax what is left, so value and tax always make the total. Within the seller's state the tax is halved into
 * CGST and SGST (CGST takes an odd paisa); to another state it is all IGST.
 */
export function gstOfInclusive(
  totalPaise: number,
  sameState: boolean
): Pick<IssuedInvoice, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`not paise: ${totalPaise}`);
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (!sameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** Everything but the number (the store gives it): the invoice a payment of `totalPaise` gets, for this buyer, from this seller. */
export function invoiceFor(input: {
  seller: Seller;
  buyer: { name: string | null; state: string | null };
  profileMemberNumber: string | null;
  totalPaise: number;
}): Omit<IssuedInvoice, 'number'> {
  const placeOfSupply =
    input.buyer.state && GST_STATE_CODES[input.buyer.state] ? input.buyer.state : input.seller.state;
  return {
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply,
    profileMemberNumber: input.profileMemberNumber,
    sac: SAC_CODE,
    ratePercent: GST_RATE_PERCENT,
    ...gstOfInclusive(input.totalPaise, placeOfSupply === input.seller.state)
  };
}

const inr = (paise: number) => paise / 100;
const stateCode = (state: string) => GST_STATE_CODES[state] ?? '';

/** The figures a member reads, on the receipt page and in the PDF: the one place that derives them from the record. */
export function taxInvoiceOf(invoice: IssuedInvoice, totalInr: number): TaxInvoice {
  const totalPaise = Math.round(totalInr * 100);
  const half = invoice.ratePercent / 2;
  const taxes: TaxInvoice['taxes'] =
    invoice.placeOfSupply === invoice.seller.state
      ? [
          { name: 'CGST', ratePercent: half, amountInr: inr(invoice.cgstPaise) },
          { name: 'SGST', ratePercent: half, amountInr: inr(invoice.sgstPaise) }
        ]
      : [{ name: 'IGST', ratePercent: invoice.ratePercent, amountInr: inr(invoice.igstPaise) }];
  return {
    number: invoice.number,
    seller: { ...invoice.seller, stateCode: stateCode(invoice.seller.state) },
    buyer: { name: invoice.buyer.name },
    placeOfSupply: { state: invoice.placeOfSupply, stateCode: stateCode(invoice.placeOfSupply) },
    sac: invoice.sac,
    taxableValueInr: inr(invoice.taxablePaise),
    taxes,
    totalInr,
    amountInWords: rupeesInWords(totalPaise),
    profileMemberNumber: invoice.profileMemberNumber
  };
}
