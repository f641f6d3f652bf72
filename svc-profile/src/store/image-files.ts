// Processed image variants in GridFS (bucket "images"). Files are written before the profile
// points at them and deleted after it stops pointing at them, so a crash leaves at worst an
// orphan file, never a profile pointing at nothing.
import { type Readable } from 'node:stream';
import { GridFSBucket, MongoRuntimeError, ObjectId } from 'mongodb';
import { type Connection } from 'mongoose';

export interface ImageFileInfo {
  length: number;
  contentType: string;
  uploadDate: Date;
}

export function createImageFileStore(conn: Connection) {
  const bucket = () => {
    if (!conn.db) throw new Error('mongo connection is not open');
    return new GridFSBucket(conn.db, { bucketName: 'images' });
  };

  return {
    async put(data: Buffer, filename: string, contentType: string, ownerId: string): Promise<ObjectId> {
      const id = new ObjectId();
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStreamWithId(id, filename, { metadata: { contentType, ownerId } });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(data);
      });
      return id;
    },

    async info(id: ObjectId): Promise<ImageFileInfo | undefined> {
      const [file] = await bucket().find({ _id: id }).limit(1).toArray();
      if (!file) return undefined;
      const contentType =
        (file.metadata as { contentType?: string } | undefined)?.contentType ?? 'application/octet-stream';
      return { length: file.length, contentType, uploadDate: file.uploadDate };
    },

    open(id: ObjectId): Readable {
      return bucket().openDownloadStream(id);
    },

    /** Deletes files; ones already gone are skipped (erasure may be retried). */
    async remove(ids: readonly ObjectId[]): Promise<void> {
      for (const id of ids) {
        try {
          await bucket().delete(id);
        } catch (err) {
          if (!(err instanceof MongoRuntimeError && /not found/i.test(err.message))) throw err;
        }
      }
    }
  };
}

export type ImageFileStore = ReturnType<typeof createImageFileStore>;
