import { readFileSync } from 'node:fs';
import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { UIDAI_DEV_CERTIFICATE } from './certificate';
import { contactHash } from './contact-hash';
import { referenceId } from './reference-id';

const TEST_SIGNING_KEY = readFileSync(new URL('../keys/test-signing-key.pem', import.meta.url), 'utf8');
const DEFAULT_PHOTO = readFileSync(new URL('../assets/photo.jpg', import.meta.url)).toString('base64');

/** The Poa (proof of address) attributes UIDAI writes, all optional here. */
export interface OfflineAddress {
  careof: string;
  country: string;
  dist: string;
  house: string;
  landmark: string;
  loc: string;
  pc: string;
  po: string;
  state: string;
  street: string;
  subdist: string;
  vtc: string;
}

export interface OfflineEkycInput {
  /** The mobile registered with the Aadhaar (10 digits). */
  mobile: string;
  email?: string;
  name: string;
  /** As UIDAI writes it: DD-MM-YYYY. */
  dob: string;
  gender: 'M' | 'F' | 'T';
  /** The Aadhaar number's last four digits (the fourth, its last digit, sets the hash rounds). */
  lastFourDigits: string;
  shareCode: string;
  address?: Partial<OfflineAddress>;
  /** Base64 JPEG; a neutral silhouette when absent. */
  photo?: string;
  /** The time of issue in the referenceId (default now). */
  issuedAt?: Date;
}

const DEFAULT_ADDRESS: OfflineAddress = {
  careof: '',
  country: 'India',
  dist: 'Chennai',
  house: '12',
  landmark: '',
  loc: 'Mylapore',
  pc: '600004',
  po: 'Mylapore',
  state: 'Tamil Nadu',
  street: 'Kutchery Road',
  subdist: 'Mylapore',
  vtc: 'Chennai'
};

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

function checkInput(input: OfflineEkycInput): void {
  if (!/^\d{10}$/.test(input.mobile)) throw new TypeError('mobile: 10 digits');
  if (input.name.trim() === '') throw new TypeError('name: required');
  if (!/^\d{2}-\d{2}-\d{4}$/.test(input.dob)) throw new TypeError('dob: DD-MM-YYYY');
  if (!['M', 'F', 'T'].includes(input.gender)) throw new TypeError('gender: M, F or T');
  if (!/^\d{4}$/.test(input.lastFourDigits)) throw new TypeError('lastFourDigits: 4 digits');
  if (input.shareCode.length === 0) throw new TypeError('shareCode: required');
}

/**
 * The offline e-KYC XML in UIDAI's shape (OfflinePaperlessKyc → UidData → Poi, Poa, Pht), signed like UIDAI's:
 * an enveloped XML-DSig signature, RSA-SHA256, over the whole document, with the stand-in's test key.
 */
export function signedOfflineXml(input: OfflineEkycInput): { xml: string; referenceId: string } {
  checkInput(input);
  const lastDigit = Number(input.lastFourDigits[3]);
  const reference = referenceId(input.lastFourDigits, input.issuedAt ?? new Date());
  const doc = new DOMImplementation().createDocument(null, 'OfflinePaperlessKyc', null);
  const root = doc.documentElement!;
  root.setAttribute('referenceId', reference);
  const uidData = doc.createElement('UidData');
  const poi = doc.createElement('Poi');
  poi.setAttribute('dob', input.dob);
  poi.setAttribute('e', input.email ? contactHash(input.email, input.shareCode, lastDigit) : '');
  poi.setAttribute('gender', input.gender);
  poi.setAttribute('m', contactHash(input.mobile, input.shareCode, lastDigit));
  poi.setAttribute('name', input.name);
  const poa = doc.createElement('Poa');
  for (const [name, value] of Object.entries({ ...DEFAULT_ADDRESS, ...input.address }))
    poa.setAttribute(name, value);
  const pht = doc.createElement('Pht');
  pht.appendChild(doc.createTextNode(input.photo ?? DEFAULT_PHOTO));
  uidData.appendChild(poi);
  uidData.appendChild(poa);
  uidData.appendChild(pht);
  root.appendChild(uidData);
  const unsigned = new XMLSerializer().serializeToString(doc);

  const signer = new SignedXml({
    privateKey: TEST_SIGNING_KEY,
    publicCert: UIDAI_DEV_CERTIFICATE,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N
  });
  signer.addReference({
    xpath: '/*',
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: SHA256,
    isEmptyUri: true
  });
  signer.computeSignature(unsigned, { location: { reference: '/*', action: 'append' } });
  return {
    xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${signer.getSignedXml()}`,
    referenceId: reference
  };
}
