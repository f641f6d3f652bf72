import type { Socket } from 'node:net';
import { type Document } from 'bson';
import { encodeReply, MAX_MESSAGE_BYTES, parseFrame, ProtocolError, type Request } from './frames';

export type RequestHandler = (request: Request, connectionId: number) => Promise<Document>;

/**
 * Splits the byte stream into frames and answers them in order. A malformed or oversized
 * frame destroys this socket only; a failing handler never takes the process down.
 */
export function serveConnection(socket: Socket, connectionId: number, handle: RequestHandler): void {
  let pending: Buffer = Buffer.alloc(0);
  let queue = Promise.resolve();
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());

  socket.on('data', (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < 21 || length > MAX_MESSAGE_BYTES) return void socket.destroy();
      if (pending.length < length) return;
      const frame = pending.subarray(0, length);
      pending = pending.subarray(length);
      let request: Request;
      try {
        request = parseFrame(frame);
      } catch (err) {
        if (!(err instanceof ProtocolError)) console.error('embedded-mongo: unexpected parse failure', err);
        return void socket.destroy();
      }
      // Replies go out in request order even though handlers are asynchronous.
      queue = queue.then(async () => {
        const reply = await handle(request, connectionId);
        if (request.moreToCome || socket.destroyed) return;
        socket.write(encodeReply(request, reply));
      }).catch((err: unknown) => {
        console.error('embedded-mongo: reply failed', err);
        socket.destroy();
      });
    }
  });
}
