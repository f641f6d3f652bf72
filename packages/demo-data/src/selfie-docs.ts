// The demo's selfies waiting for a moderator's photo check (docs/product-rules.md#verification): the member's own
// portrait turned into what a front camera sends (mirrored, closer, other light), and the check as svc-profile
// stores it, so the console's verification queue has selfies to compare with the profile photos.
import { randomUUID } from 'node:crypto';
import { type ObjectId } from 'mongodb';
import sharp from 'sharp';
import { SELFIE_POSE_IDS, type SelfiePose } from '@matrimony/catalog/photo-check';

const HOUR_MS = 60 * 60 * 1000;

/** How long ago each demo selfie was sent: the first is past the 24-hour target, so the queue shows one overdue. */
export const DEMO_SELFIE_AGES_HOURS = [27, 11, 4, 1] as const;

/** A selfie from the member's portrait: mirrored as a front camera's, a little closer and warmer, as a JPEG. */
export async function selfieFromPortrait(portrait: Buffer): Promise<Buffer> {
  const { width = 600, height = 800 } = await sharp(portrait).metadata();
  const crop = { width: Math.round(width * 0.88), height: Math.round(height * 0.88) };
  return sharp(portrait)
    .extract({
      left: Math.round((width - crop.width) / 2),
      top: Math.round((height - crop.height) / 3),
      ...crop
    })
    .flop()
    .modulate({ brightness: 1.06, saturation: 0.92 })
    .resize({ width: 720, withoutEnlargement: false })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface DemoSelfieDoc {
  _id: string;
  userId: string;
  profileId: string;
  pose: SelfiePose;
  status: 'pending';
  submittedAt: Date;
  decidedAt: null;
  reason: null;
  actorUserId: null;
  primaryPhotoId: string;
  selfieId: ObjectId;
  selfieHeld: true;
}

export function pendingSelfieDoc(
  member: { userId: string; profileId: string; primaryPhotoId: string },
  index: number,
  selfieId: ObjectId,
  now: Date
): DemoSelfieDoc {
  return {
    _id: randomUUID(),
    userId: member.userId,
    profileId: member.profileId,
    pose: SELFIE_POSE_IDS[index % SELFIE_POSE_IDS.length]!,
    status: 'pending',
    submittedAt: new Date(
      now.getTime() - DEMO_SELFIE_AGES_HOURS[index % DEMO_SELFIE_AGES_HOURS.length]! * HOUR_MS
    ),
    decidedAt: null,
    reason: null,
    actorUserId: null,
    primaryPhotoId: member.primaryPhotoId,
    selfieId,
    selfieHeld: true
  };
}
