// Demo members with a live selfie waiting for a moderator, written straight into svc-profile's database as it
// stores one (the check in `photo_checks`, the JPEG in the GridFS bucket `images`). Demo members without the photo
// badge and with a photo, whose own portrait the selfie is made from; none of the ready accounts.
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import { DEMO_SELFIE_AGES_HOURS, pendingSelfieDoc, selfieFromPortrait } from './selfie-docs';

type MemberWithPhoto = {
  _id: ObjectId;
  userId: string;
  photos: { id: string; isPrimary: boolean; files: { full: ObjectId } }[];
};

async function readFile(bucket: GridFSBucket, id: ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function seedPendingSelfies(
  profileDb: Db,
  now: Date,
  log: (line: string) => void
): Promise<void> {
  const checks = profileDb.collection('photo_checks');
  if ((await checks.countDocuments({ demo: true })) > 0) return;
  const members = await profileDb
    .collection<MemberWithPhoto>('profiles')
    .find(
      { demo: true, photoVerified: false, photoCount: { $gt: 0 } },
      { projection: { userId: 1, photos: 1 } }
    )
    // From the other end of the member numbers than the ID documents: different members in the queue.
    .sort({ memberNumber: -1 })
    .limit(DEMO_SELFIE_AGES_HOURS.length)
    .toArray();
  const bucket = new GridFSBucket(profileDb, { bucketName: 'images' });
  for (const [index, member] of members.entries()) {
    const primary = member.photos.find((photo) => photo.isPrimary) ?? member.photos[0]!;
    const selfieId = new ObjectId();
    const doc = pendingSelfieDoc(
      { userId: member.userId, profileId: member._id.toHexString(), primaryPhotoId: primary.id },
      index,
      selfieId,
      now
    );
    const selfie = await selfieFromPortrait(await readFile(bucket, primary.files.full));
    await new Promise<void>((resolve, reject) => {
      const upload = bucket.openUploadStreamWithId(selfieId, `selfie-${doc._id}.jpg`, {
        metadata: { contentType: 'image/jpeg', ownerId: member.userId }
      });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(selfie);
    });
    await checks.insertOne({ ...doc, demo: true } as never);
  }
  log(`${members.length} demo selfies waiting in the verification queue`);
}
