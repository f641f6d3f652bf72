import type { Socket } from 'node:net';
import { type Document } from 'bson';
import { encodeReply, MAX_MESSAGE_BYTES, parseFrame, ProtocolError, type Request } from './frames';

/** A client that starts a frame and never finishes it is dropped after this long. */
const PARTIAL_FRAME_TIMEOUT_MS = 30_000;

export type RequestHandler = (request: Request, connectionId: number) => Promise<Document>;

/**
 * Splits the byte stream into frames and answers them in order. A malformed or oversized
 * frame destroys this socket only; a failing handler never takes the process down.
 */
export function serveConnection(socket: Socket, connectionId: number, handle: RequestHandler): void {
  // Chunks are joined only once a whole frame is there, so a large message costs one copy.
  let chunks: Buffer[] = [];
  let buffered = 0;
  let queue = Promise.resolve();
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('timeout', () => socket.destroy());

  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    readFrames();
    socket.setTimeout(buffered ? PARTIAL_FRAME_TIMEOUT_MS : 0);
  });

  function joined(): Buffer {
    if (chunks.length > 1) chunks = [Buffer.concat(chunks, buffered)];
    return chunks[0] as Buffer;
  }

  function readFrames(): void {
    while (buffered >= 4) {
      const head = (chunks[0] as Buffer).length >= 4 ? (chunks[0] as Buffer) : joined();
      const length = head.readInt32LE(0);
      if (length < 21 || length > MAX_MESSAGE_BYTES) return void socket.destroy();
      if (buffered < length) return;
      const all = joined();
      const frame = all.subarray(0, length);
      chunks = all.length > length ? [all.subarray(length)] : [];
      buffered -= length;
      let request: Request;
      try {
        request = parseFrame(frame);
      } catch (err) {
        if (!(err instanceof ProtocolError)) console.error('embedded-mongo: unexpected parse failure', err);
        return void socket.destroy();
      }
      // Replies go out in request order even though handlers are asynchronous.
      queue = queue
        .then(async () => {
          const reply = await handle(request, connectionId);
          if (request.moreToCome || socket.destroyed) return;
          socket.write(encodeSafely(request, reply));
        })
        .catch((err: unknown) => {
          console.error('embedded-mongo: reply failed', err);
          socket.destroy();
        });
    }
  }
}

/** A reply that cannot be encoded (over the BSON size limit) becomes an error reply instead. */
function encodeSafely(request: Request, reply: Document): Buffer {
  try {
    return encodeReply(request, reply);
  } catch (err) {
    const errmsg = `reply could not be encoded: ${(err as Error).message}`;
    return encodeReply(request, { ok: 0, errmsg, code: 10334, codeName: 'BSONObjectTooLarge' });
  }
}
