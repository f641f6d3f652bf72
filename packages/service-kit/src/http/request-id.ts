import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';

// Accept a caller's id only if it looks like an id: anything else could inject text into logs.
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const incoming = Array.isArray(header) ? header[0] : header;
  const id = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
