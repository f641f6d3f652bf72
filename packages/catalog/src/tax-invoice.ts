// What a GST tax invoice states besides the sale itself (docs/product-rules.md#tax-invoices): the service's
// accounting code and rate, the states' GST codes, and the seller's details the demo runs with.

/** SAC 998439: other on-line contents n.e.c. (membership of an online matchmaking service). */
export const SAC_CODE = '998439';
/** GST on that SAC: 18 %, as CGST 9 % + SGST 9 % within the seller's state, IGST 18 % to another. */
export const GST_RATE_PERCENT = 18;

/**
 * The GST state code of each state and union territory (the first two digits of a GSTIN), by the catalog's state
 * names. Mostly the census codes; Andhra Pradesh (37), Dadra and Nagar Haveli and Daman and Diu (26) and Ladakh (38)
 * differ from their LGD codes.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38'
};

/** The seller on every invoice unless the service is configured with its own (a made-up company, valid in form). */
export const DEMO_SELLER = {
  legalName: 'Matrimony Demo Private Limited',
  gstin: '33AABCM1234F1Z4',
  address: 'No. 1, Demo Street, T. Nagar, Chennai 600017',
  state: 'Tamil Nadu'
} as const;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORM = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (GSTN's published algorithm, a Luhn mod 36): each character's
 * value times 1 or 2 alternately, the product's quotient and remainder by 36 summed; the check is what brings the sum to
 * a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** A well-formed GSTIN: state code, PAN, entity number, `Z`, and the right check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_FORM.test(gstin) &&
    Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
  );
}
