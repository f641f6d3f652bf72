import { TextReader, Uint8ArrayWriter, ZipWriter, configure } from '@zip.js/zip.js';
import { signedOfflineXml, type OfflineEkycInput } from './offline-xml';

export { UIDAI_DEV_CERTIFICATE } from './certificate';
export { contactHash } from './contact-hash';
export { referenceId } from './reference-id';
export { readOfflineEkyc, type ReadOfflineEkyc } from './read-offline-ekyc';
export { signedOfflineXml, type OfflineAddress, type OfflineEkycInput } from './offline-xml';

configure({ useWebWorkers: false });

export interface OfflineEkycFile {
  /** The ZIP as UIDAI's portal downloads it: one XML, encrypted with the share code. */
  zip: Uint8Array;
  fileName: string;
  xml: string;
  referenceId: string;
}

/**
 * A signed offline e-KYC ZIP, as UIDAI's portal makes one: the XML alone, encrypted with the share code using
 * traditional PKWARE encryption (ZipCrypto), which is what UIDAI's files use.
 */
export async function issueOfflineEkyc(input: OfflineEkycInput): Promise<OfflineEkycFile> {
  const { xml, referenceId } = signedOfflineXml(input);
  const stamp = referenceId.slice(4);
  const writer = new ZipWriter(new Uint8ArrayWriter(), { password: input.shareCode, zipCrypto: true });
  await writer.add(`offlineaadhaar${stamp}.xml`, new TextReader(xml));
  return { zip: await writer.close(), fileName: `offlineaadhaar${stamp}.zip`, xml, referenceId };
}
