// Opening an offline e-KYC ZIP: what counts as a wrong share code, an unreadable file or a forged signature.
import { expect } from 'chai';
import {
  TextReader,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
  type FileEntry
} from '@zip.js/zip.js';
import { UIDAI_DEV_CERTIFICATE, issueOfflineEkyc } from '@matrimony/uidai-dev';
import { MAX_AADHAAR_XML_BYTES } from '../src/domain/verification-limits';
import { openOfflineEkyc, type OpenFailure } from '../src/verification/open-offline-ekyc';

const input = {
  mobile: '9800000002',
  name: 'Priya Lakshmi',
  dob: '14-08-1996',
  gender: 'F' as const,
  lastFourDigits: '4394',
  shareCode: 'Abc@123'
};

async function zipOf(files: Record<string, string>, password?: string): Promise<Uint8Array> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), password ? { password, zipCrypto: true } : {});
  for (const [name, text] of Object.entries(files)) await writer.add(name, new TextReader(text));
  return writer.close();
}

async function refusal(zip: Uint8Array, shareCode: string): Promise<OpenFailure | 'opened'> {
  return openOfflineEkyc(zip, shareCode, UIDAI_DEV_CERTIFICATE).then(
    () => 'opened' as const,
    (err: { reason?: OpenFailure }) => {
      if (!err.reason) throw err;
      return err.reason;
    }
  );
}

describe('opening an offline e-KYC file', () => {
  it('reads the compared fields from a genuine file', async () => {
    const file = await issueOfflineEkyc(input);
    const kyc = await openOfflineEkyc(file.zip, 'Abc@123', UIDAI_DEV_CERTIFICATE);
    expect(kyc).to.deep.equal({
      referenceId: file.referenceId,
      name: 'Priya Lakshmi',
      dob: '14-08-1996',
      gender: 'F',
      mobileHash: '735c04aebc33a05af444ed41f6352b083c5a28d75ff1a26f0fe2c72bba94d7dc'
    });
  });

  it('calls a wrong share code a wrong share code, also one that passes the one-byte password check', async () => {
    const { zip } = await issueOfflineEkyc(input);
    expect(await refusal(zip, 'Abc@124')).to.equal('wrong_share_code');
    // Traditional ZIP encryption checks one byte, so about one wrong code in 256 gets past it: find one.
    const reader = new ZipReader(new Uint8ArrayReader(zip));
    const [entry] = (await reader.getEntries()) as FileEntry[];
    let lucky: string | undefined;
    for (let i = 0; !lucky && i < 20_000; i++) {
      const code = `Abc@${i}x`;
      const passes = await entry!
        .getData(new Uint8ArrayWriter(), { password: code, checkPasswordOnly: true })
        .then(
          () => true,
          () => false
        );
      if (passes) lucky = code;
    }
    await reader.close();
    expect(lucky, 'a wrong code past the check byte').to.be.a('string');
    expect(await refusal(zip, lucky!)).to.equal('wrong_share_code');
  });

  it('calls unreadable what is not UIDAI’s shape: not a ZIP, not encrypted, more than one file, no XML', async () => {
    const { xml } = await issueOfflineEkyc(input);
    expect(await refusal(new TextEncoder().encode('not a zip at all'), 'Abc@123')).to.equal('unreadable');
    expect(await refusal(await zipOf({ 'a.xml': xml }), 'Abc@123')).to.equal('unreadable');
    expect(await refusal(await zipOf({ 'a.xml': xml, 'b.xml': xml }, 'Abc@123'), 'Abc@123')).to.equal(
      'unreadable'
    );
    expect(await refusal(await zipOf({ 'a.txt': xml }, 'Abc@123'), 'Abc@123')).to.equal('unreadable');
    expect(await refusal(await zipOf({ 'a.xml': 'not <xml' }, 'Abc@123'), 'Abc@123')).to.equal('unreadable');
  });

  it('refuses a document type (entities) and an XML past the size bound, before checking any signature', async () => {
    const { xml } = await issueOfflineEkyc(input);
    const withDoctype = xml.replace('?>', '?><!DOCTYPE OfflinePaperlessKyc [<!ENTITY x "y">]>');
    expect(await refusal(await zipOf({ 'a.xml': withDoctype }, 'Abc@123'), 'Abc@123')).to.equal('unreadable');
    const padded = xml.replace('</Pht>', `${' '.repeat(MAX_AADHAAR_XML_BYTES)}</Pht>`);
    expect(await refusal(await zipOf({ 'a.xml': padded }, 'Abc@123'), 'Abc@123')).to.equal('unreadable');
  });

  it('refuses a signature over part of the document, or a second signature', async () => {
    const { xml } = await issueOfflineEkyc(input);
    const signature = /<Signature[\s\S]*<\/Signature>/.exec(xml)![0];
    const twice = xml.replace('</OfflinePaperlessKyc>', `${signature}</OfflinePaperlessKyc>`);
    expect(await refusal(await zipOf({ 'a.xml': twice }, 'Abc@123'), 'Abc@123')).to.equal(
      'signature_invalid'
    );
    const partial = xml.replace('<Reference URI="">', '<Reference URI="#poi">');
    expect(await refusal(await zipOf({ 'a.xml': partial }, 'Abc@123'), 'Abc@123')).to.equal(
      'signature_invalid'
    );
  });
});
