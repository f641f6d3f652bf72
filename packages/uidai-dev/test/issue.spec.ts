import { expect } from 'chai';
import { X509Certificate } from 'node:crypto';
import { TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { UIDAI_DEV_CERTIFICATE, contactHash, issueOfflineEkyc, referenceId } from '../src/index';

const input = {
  mobile: '9800000002',
  email: 'priya@example.in',
  name: 'Priya Lakshmi',
  dob: '14-08-1996',
  gender: 'F' as const,
  lastFourDigits: '4394',
  shareCode: 'Abc@123',
  issuedAt: new Date('2026-11-27T10:15:30.123Z')
};

async function openZip(zip: Uint8Array, password: string) {
  const reader = new ZipReader(new Uint8ArrayReader(zip), { password });
  const entries = (await reader.getEntries()) as FileEntry[];
  const texts = await Promise.all(entries.map((entry) => entry.getData(new TextWriter())));
  await reader.close();
  return { entries, texts };
}

function verify(xml: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
  const verifier = new SignedXml({ publicCert: UIDAI_DEV_CERTIFICATE });
  verifier.loadSignature(signature);
  return verifier.checkSignature(xml);
}

describe('uidai-dev: signed offline e-KYC files', () => {
  it("hashes contacts by UIDAI's rule (worked example: 9800000002, Abc@123, last digit 4 → four rounds)", () => {
    expect(contactHash('9800000002', 'Abc@123', 4)).to.equal(
      '735c04aebc33a05af444ed41f6352b083c5a28d75ff1a26f0fe2c72bba94d7dc'
    );
    const once = 'b22ab9e09fe8f0e292fbfab5941b36b8ef07bda9e6e0154f6e8db47b05e0d8de';
    expect(contactHash('9800000002', 'Abc@123', 0)).to.equal(once);
    expect(contactHash('9800000002', 'Abc@123', 1)).to.equal(once);
  });

  it('writes the referenceId as the four digits and the time of issue in IST', () => {
    expect(referenceId('4394', new Date('2026-11-27T10:15:30.123Z'))).to.equal('439420261127154530123');
  });

  it('makes a ZIP that opens with the share code only, holding one XML signed by the test certificate', async () => {
    const file = await issueOfflineEkyc(input);
    expect(file.fileName).to.equal('offlineaadhaar20261127154530123.zip');
    const { entries, texts } = await openZip(file.zip, 'Abc@123');
    expect(entries.map((entry) => [entry.filename, entry.encrypted, entry.zipCrypto])).to.deep.equal([
      ['offlineaadhaar20261127154530123.xml', true, true]
    ]);
    expect(texts[0]).to.equal(file.xml);
    expect(verify(file.xml)).to.equal(true);
    let wrongCode: unknown;
    await openZip(file.zip, 'Abc@124').catch((err: unknown) => (wrongCode = err));
    expect(wrongCode).to.be.instanceOf(Error);
  });

  it("writes UIDAI's shape: referenceId, Poi with the hashes, Poa, Pht", async () => {
    const { xml } = await issueOfflineEkyc(input);
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const root = doc.documentElement!;
    expect(root.tagName).to.equal('OfflinePaperlessKyc');
    expect(root.getAttribute('referenceId')).to.equal('439420261127154530123');
    const poi = doc.getElementsByTagName('Poi')[0]!;
    expect(poi.getAttribute('name')).to.equal('Priya Lakshmi');
    expect(poi.getAttribute('dob')).to.equal('14-08-1996');
    expect(poi.getAttribute('gender')).to.equal('F');
    expect(poi.getAttribute('m')).to.equal(contactHash('9800000002', 'Abc@123', 4));
    expect(poi.getAttribute('e')).to.equal(contactHash('priya@example.in', 'Abc@123', 4));
    expect(doc.getElementsByTagName('Poa')[0]!.getAttribute('state')).to.equal('Tamil Nadu');
    expect(
      Buffer.from(doc.getElementsByTagName('Pht')[0]!.textContent!, 'base64').subarray(0, 2)
    ).to.deep.equal(Buffer.from([0xff, 0xd8]));
  });

  it('a changed byte breaks the signature', async () => {
    const { xml } = await issueOfflineEkyc(input);
    expect(verify(xml.replace('Priya Lakshmi', 'Priya Lakshmj'))).to.equal(false);
  });

  it('ships a test certificate that names itself as one', () => {
    expect(new X509Certificate(UIDAI_DEV_CERTIFICATE).subject).to.contain(
      'uidai-dev offline e-KYC test signer'
    );
  });
});
