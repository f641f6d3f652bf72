import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { ID_DOCUMENT_KIND_IDS, MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { pendingIdDocumentDoc, specimenCardSvg } from '../src/id-document-docs';
import { specimenCardJpeg } from '../src/seed-id-documents';

describe('the demo ID documents waiting for a moderator', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const docs = [0, 1, 2].map((index) =>
    pendingIdDocumentDoc(
      {
        userId: `demo-${index}`,
        profileId: new ObjectId().toHexString(),
        memberNumber: `M10000${index}`,
        displayName: 'Lakshmi Narayanan'
      },
      index,
      new ObjectId(),
      now
    )
  );

  it('wait as svc-identity stores an upload, one past the 24-hour target', () => {
    for (const doc of docs) {
      expect(doc).to.include({ status: 'pending', decidedAt: null, reason: null, imageHeld: true });
      expect(ID_DOCUMENT_KIND_IDS).to.include(doc.kind);
      expect(doc.submittedAt.getTime()).to.be.below(now.getTime());
    }
    const overdue = docs.filter(
      (doc) => now.getTime() - doc.submittedAt.getTime() > MODERATION_TARGET_HOURS * 60 * 60 * 1000
    );
    expect(overdue).to.have.length(1);
    expect(new Set(docs.map((doc) => doc._id)).size).to.equal(3);
  });

  it('show a specimen card with the member’s name, escaped, as a readable JPEG', async () => {
    const svg = specimenCardSvg('Anu <Rao> & Co', 'passport', '20/03/2002');
    expect(svg).to.contain('SPECIMEN').and.contain('PASSPORT').and.contain('Anu &#60;Rao&#62; &#38; Co');
    const jpeg = await specimenCardJpeg(svg);
    const meta = await sharp(jpeg).metadata();
    expect(meta).to.include({ format: 'jpeg', width: 1000, height: 630 });
  });
});
