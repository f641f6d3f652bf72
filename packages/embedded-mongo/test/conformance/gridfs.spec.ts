import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect } from 'chai';
import { GridFSBucket, type Db, type MongoClient } from 'mongodb';
import { cleanUp, connect, startTarget, type Target, type Doc } from '../support/target';

describe('conformance: GridFS', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('gridfs'));
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'gridfs');
    await client?.close();
    await target?.stop();
  });

  it('uploads 3 MB, downloads it byte for byte, and deletes it', async () => {
    const bucket = new GridFSBucket(db, { bucketName: 'photos' });
    const data = randomBytes(3 * 1024 * 1024 + 123);
    const upload = bucket.openUploadStream('portrait.jpg', { metadata: { owner: 'u1' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const [file] = await bucket.find({ filename: 'portrait.jpg' }).toArray();
    expect(file).to.deep.include({ length: data.length, chunkSize: 255 * 1024 });
    expect(file?.metadata).to.deep.equal({ owner: 'u1' });
    expect(await db.collection<Doc>('photos.chunks').countDocuments({ files_id: upload.id })).to.equal(
      Math.ceil(data.length / (255 * 1024))
    );

    const downloaded = await buffer(bucket.openDownloadStream(upload.id));
    expect(downloaded.equals(data)).to.equal(true);
    const partial = await buffer(bucket.openDownloadStream(upload.id, { start: 300_000, end: 300_010 }));
    expect(partial.equals(data.subarray(300_000, 300_010))).to.equal(true);

    await bucket.delete(upload.id);
    expect(await bucket.find({}).toArray()).to.deep.equal([]);
    expect(await db.collection<Doc>('photos.chunks').countDocuments()).to.equal(0);
  });

  it('enforces the unique chunk index GridFS creates', async () => {
    const indexes = await db.collection<Doc>('photos.chunks').listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'files_id_1_n_1')).to.deep.include({ unique: true });
  });
});
