// The photos of ID documents waiting for a moderator, in a GridFS bucket of this service's database. An image is
// written before its submission points at it and deleted once the submission is decided or expired
// (docs/product-rules.md#verification); store/id-documents.ts says which are still needed.
import { type Readable } from 'node:stream';
import { mongo, type Connection } from 'mongoose';

const { GridFSBucket, MongoRuntimeError, ObjectId } = mongo;
type ObjectId = InstanceType<typeof ObjectId>;

export function createIdDocumentImages(conn: Connection) {
  const bucket = () => {
    if (!conn.db) throw new Error('mongo connection is not open');
    return new GridFSBucket(conn.db, { bucketName: 'id_document_images' });
  };

  return {
    async put(data: Uint8Array, contentType: string, ownerId: string): Promise<ObjectId> {
      const id = new ObjectId();
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStreamWithId(id, id.toHexString(), {
          metadata: { contentType, ownerId }
        });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(data);
      });
      return id;
    },

    async exists(id: ObjectId): Promise<boolean> {
      return (await bucket().find({ _id: id }).limit(1).toArray()).length > 0;
    },

    open(id: ObjectId): Readable {
      return bucket().openDownloadStream(id);
    },

    /** Deletes images; ones already gone are skipped (a deletion may be retried). */
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

export type IdDocumentImages = ReturnType<typeof createIdDocumentImages>;
