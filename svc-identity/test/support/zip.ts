import { type IncomingMessage } from 'node:http';

/** supertest's parser for a binary answer: the body as one Buffer. */
export function binary(res: IncomingMessage, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
