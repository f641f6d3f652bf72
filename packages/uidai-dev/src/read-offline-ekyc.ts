// Reads back a file this stand-in issued, as a relying party would: opened with the share code, the signature
// checked against the stand-in's certificate. For tests of what hands these files on (the dev stack's page).
import { TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { UIDAI_DEV_CERTIFICATE } from './certificate';

export interface ReadOfflineEkyc {
  referenceId: string;
  /** The Poi element's attributes: name, dob (DD-MM-YYYY), gender, m (mobile hash), e (e-mail hash). */
  poi: Record<string, string>;
  /** The enveloped signature verifies against UIDAI_DEV_CERTIFICATE. */
  signatureValid: boolean;
}

export async function readOfflineEkyc(zip: Uint8Array, shareCode: string): Promise<ReadOfflineEkyc> {
  const reader = new ZipReader(new Uint8ArrayReader(zip), { password: shareCode });
  const [entry] = (await reader.getEntries()) as FileEntry[];
  const xml = await entry!.getData(new TextWriter());
  await reader.close();
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
  const verifier = new SignedXml({ publicCert: UIDAI_DEV_CERTIFICATE });
  verifier.loadSignature(signature);
  const poi = doc.getElementsByTagName('Poi')[0]!;
  return {
    referenceId: doc.documentElement!.getAttribute('referenceId') ?? '',
    poi: Object.fromEntries(
      Array.from({ length: poi.attributes.length }, (_, i) => [
        poi.attributes[i]!.name,
        poi.attributes[i]!.value
      ])
    ),
    signatureValid: verifier.checkSignature(xml)
  };
}
