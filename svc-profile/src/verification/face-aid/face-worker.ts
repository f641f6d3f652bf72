// The face-aid worker thread: one request at a time from face-aid-client.ts, answered with scores only.
import { parentPort } from 'node:worker_threads';
import { describeFace, descriptorDistance } from './face-model';
import { scoreFaces } from './score-faces';

export interface FaceAidRequest {
  id: number;
  selfie: Uint8Array;
  photos: { photoId: string; image: Uint8Array }[];
}

const reader = { describe: describeFace, distance: descriptorDistance };

parentPort!.on('message', (request: FaceAidRequest) => {
  const photos = request.photos.map(({ photoId, image }) => ({ photoId, image: Buffer.from(image) }));
  scoreFaces(reader, Buffer.from(request.selfie), photos).then(
    (scores) => parentPort!.postMessage({ id: request.id, scores }),
    (err: unknown) =>
      parentPort!.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) })
  );
});
