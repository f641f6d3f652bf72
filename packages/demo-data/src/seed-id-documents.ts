// Demo members with a photo of an ID document waiting for a moderator, written straight into svc-identity's
// database as it stores an upload (the submission in `id_documents`, the image in the GridFS bucket
// `id_document_images`), so the console's verification queue has work under `npm start`. Members who are not ID
// verified and have a photo (the face is compared with it); none of the ready accounts.
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import sharp from 'sharp';
import { DEMO_DOCUMENT_AGES_HOURS, pendingIdDocumentDoc, specimenCardSvg } from './id-document-docs';

/** The specimen card as the JPEG a phone would send. */
export function specimenCardJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function seedPendingIdDocuments(
  profileDb: Db,
  identityDb: Db,
  now: Date,
  log: (line: string) => void
): Promise<void> {
  const submissions = identityDb.collection('id_documents');
  if ((await submissions.countDocuments({ demo: true })) > 0) return;
  const members = await profileDb
    .collection<{
      _id: ObjectId;
      userId: string;
      fullName: string;
      dateOfBirth: string;
      memberNumber: string | null;
    }>('profiles')
    .find(
      { demo: true, idVerified: false, photoCount: { $gt: 0 } },
      { projection: { userId: 1, fullName: 1, dateOfBirth: 1, memberNumber: 1 } }
    )
    .sort({ memberNumber: 1 })
    .limit(DEMO_DOCUMENT_AGES_HOURS.length)
    .toArray();
  const bucket = new GridFSBucket(identityDb, { bucketName: 'id_document_images' });
  for (const [index, member] of members.entries()) {
    const imageId = new ObjectId();
    const doc = pendingIdDocumentDoc(
      {
        userId: member.userId,
        profileId: member._id.toHexString(),
        memberNumber: member.memberNumber,
        displayName: member.fullName
      },
      index,
      imageId,
      now
    );
    const [year, month, day] = member.dateOfBirth.split('-');
    const image = await specimenCardJpeg(
      specimenCardSvg(member.fullName, doc.kind, `${day}/${month}/${year}`)
    );
    await new Promise<void>((resolve, reject) => {
      const upload = bucket.openUploadStreamWithId(imageId, imageId.toHexString(), {
        metadata: { contentType: 'image/jpeg', ownerId: doc._id }
      });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(image);
    });
    await submissions.insertOne({ ...doc, demo: true } as never);
  }
  log(`${members.length} demo ID documents waiting in the verification queue`);
}
