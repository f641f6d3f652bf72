import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { MIN_SELFIE_SIDE_PX, MODERATION_TARGET_HOURS, SELFIE_POSE_IDS } from '@matrimony/catalog/photo-check';
import { generateMembers } from '../src/generate';
import { renderPortrait } from '../src/render-portraits';
import { pendingSelfieDoc, selfieFromPortrait } from '../src/selfie-docs';

describe('the demo selfies waiting for a moderator', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const docs = [0, 1, 2, 3].map((index) =>
    pendingSelfieDoc(
      { userId: `demo-${index}`, profileId: new ObjectId().toHexString(), primaryPhotoId: `photo-${index}` },
      index,
      new ObjectId(),
      now
    )
  );

  it('wait as svc-profile stores a selfie, each in a pose, one past the 24-hour target', () => {
    for (const doc of docs) {
      expect(doc).to.include({ status: 'pending', decidedAt: null, reason: null, selfieHeld: true });
      expect(SELFIE_POSE_IDS).to.include(doc.pose);
    }
    const overdue = docs.filter(
      (doc) => now.getTime() - doc.submittedAt.getTime() > MODERATION_TARGET_HOURS * 60 * 60 * 1000
    );
    expect(overdue).to.have.length(1);
    expect(new Set(docs.map((doc) => doc.pose)).size).to.equal(4);
  });

  it('are made from the member’s own portrait, as a JPEG svc-profile would accept', async () => {
    const [member] = generateMembers(1);
    const portrait = await renderPortrait(member!.portrait);
    const selfie = await selfieFromPortrait(portrait.variants.full.data);
    const meta = await sharp(selfie).metadata();
    expect(meta.format).to.equal('jpeg');
    expect(Math.min(meta.width, meta.height)).to.be.at.least(MIN_SELFIE_SIDE_PX);
  });
});
