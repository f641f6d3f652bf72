// Opens an Aadhaar offline e-KYC ZIP in memory with its share code and checks UIDAI's XML signature. Nothing is
// written anywhere: the caller gets the few fields it compares, and the rest (address, photo) is dropped with the
// buffers.
import {
  ERR_INVALID_CRC32,
  ERR_INVALID_PASSWORD,
  Uint8ArrayReader,
  ZipReader,
  configure,
  type Entry
} from '@zip.js/zip.js';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { MAX_AADHAAR_XML_BYTES } from '../domain/verification-limits';

configure({ useWebWorkers: false });

const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** Why a file was refused before any of its contents were compared. */
export type OpenFailure = 'unreadable' | 'wrong_share_code' | 'signature_invalid';

export class OfflineEkycRefused extends Error {
  constructor(readonly reason: OpenFailure) {
    super(`offline e-KYC file refused: ${reason}`);
    this.name = 'OfflineEkycRefused';
  }
}

/** What is read from a genuine file: only what the checks compare. */
export interface OfflineEkyc {
  referenceId: string;
  name: string;
  dob: string;
  gender: string;
  mobileHash: string;
}

async function readXml(zip: Uint8Array, shareCode: string): Promise<Uint8Array> {
  let entries: Entry[];
  const reader = new ZipReader(new Uint8ArrayReader(zip), { password: shareCode, checkSignature: true });
  try {
    entries = await reader.getEntries();
  } catch {
    throw new OfflineEkycRefused('unreadable');
  }
  const files = entries.filter((entry) => !entry.directory);
  const [file] = files;
  // UIDAI's ZIP holds one encrypted XML and nothing else.
  if (files.length !== 1 || !file || file.directory || !file.encrypted || !/\.xml$/i.test(file.filename))
    throw new OfflineEkycRefused('unreadable');
  if (file.uncompressedSize > MAX_AADHAAR_XML_BYTES) throw new OfflineEkycRefused('unreadable');

  const chunks: Uint8Array[] = [];
  let size = 0;
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      size += chunk.length;
      if (size > MAX_AADHAAR_XML_BYTES) throw new OfflineEkycRefused('unreadable');
      chunks.push(chunk);
    }
  });
  try {
    await file.getData(sink);
  } catch (err) {
    if (err instanceof OfflineEkycRefused) throw err;
    // Traditional ZIP encryption checks one byte of the password, so a wrong code can pass that check and then
    // decrypts to garbage: the CRC (or inflating it) fails instead.
    const message = err instanceof Error ? err.message : '';
    if (
      message === ERR_INVALID_PASSWORD ||
      message === ERR_INVALID_CRC32 ||
      /invalid|inflate|corrupt/i.test(message)
    )
      throw new OfflineEkycRefused('wrong_share_code');
    throw new OfflineEkycRefused('unreadable');
  } finally {
    await reader.close().catch(() => undefined);
  }
  const xml = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    xml.set(chunk, offset);
    offset += chunk.length;
  }
  return xml;
}

function parse(xml: string) {
  const errors: unknown[] = [];
  const record = (message: unknown) => errors.push(message);
  let doc: Document;
  try {
    doc = new DOMParser({ errorHandler: { error: record, fatalError: record } }).parseFromString(
      xml,
      'text/xml'
    );
  } catch {
    throw new OfflineEkycRefused('unreadable');
  }
  // A document type could declare entities: UIDAI's has none, so none is accepted.
  if (errors.length > 0 || !doc.documentElement || doc.doctype) throw new OfflineEkycRefused('unreadable');
  return doc;
}

/**
 * Verifies the enveloped signature over the whole document against `certificate` (PEM), and answers the document
 * as signed: the fields are read from xml-crypto's signed reference, never from the received text, so nothing
 * outside the signature can be slipped in.
 */
function signedDocument(xml: string, certificate: string) {
  const doc = parse(xml);
  if (doc.documentElement!.tagName !== 'OfflinePaperlessKyc') throw new OfflineEkycRefused('unreadable');
  const signatures = doc.getElementsByTagNameNS(XMLDSIG_NS, 'Signature');
  if (signatures.length !== 1) throw new OfflineEkycRefused('signature_invalid');
  const verifier = new SignedXml({ publicCert: certificate });
  let signed: string[];
  try {
    verifier.loadSignature(signatures[0]!);
    if (!verifier.checkSignature(xml)) throw new OfflineEkycRefused('signature_invalid');
    signed = verifier.getSignedReferences();
  } catch {
    throw new OfflineEkycRefused('signature_invalid');
  }
  // One reference, to the whole document (URI=""): a signature over a part would leave the rest unsigned.
  const references = verifier.getReferences();
  if (signed.length !== 1 || references.length !== 1 || references[0]!.uri !== '')
    throw new OfflineEkycRefused('signature_invalid');
  return parse(signed[0]!);
}

/** Opens, verifies and reads the file; OfflineEkycRefused says why it cannot be used. */
export async function openOfflineEkyc(
  zip: Uint8Array,
  shareCode: string,
  certificate: string
): Promise<OfflineEkyc> {
  const bytes = await readXml(zip, shareCode);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new OfflineEkycRefused('unreadable');
  }
  const doc = signedDocument(xml, certificate);
  const root = doc.documentElement!;
  const poi = root.getElementsByTagName('Poi');
  if (root.tagName !== 'OfflinePaperlessKyc' || poi.length !== 1) throw new OfflineEkycRefused('unreadable');
  const field = (name: string) => poi[0]!.getAttribute(name) ?? '';
  return {
    referenceId: root.getAttribute('referenceId') ?? '',
    name: field('name'),
    dob: field('dob'),
    gender: field('gender'),
    mobileHash: field('m').toLowerCase()
  };
}
