import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const MAX_MESSAGE_BYTES = 48_000_000;
const HEADER_BYTES = 16;
const MORE_TO_COME = 1 << 1;
const CHECKSUM_PRESENT = 1 << 0;

/** A malformed frame: the connection that sent it is closed. */
export class ProtocolError extends Error {}

export interface Request {
  requestId: number;
  opCode: typeof OP_QUERY | typeof OP_MSG;
  /** Raw command body (numeric wrappers preserved) with kind-1 sequences merged in. */
  body: Document;
  /** OP_MSG moreToCome: the client expects no reply (w:0 writes). */
  moreToCome: boolean;
}

const DECODE = { promoteValues: false, validation: { utf8: false } } as const;

function readDocument(frame: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated document');
  const size = frame.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('document length out of bounds');
  try {
    return { doc: deserialize(frame.subarray(offset, offset + size), DECODE), next: offset + size };
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${(err as Error).message}`);
  }
}

function readCString(frame: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = frame.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated string');
  return { value: frame.toString('utf8', offset, zero), next: zero + 1 };
}

/** Parses one complete frame (header included). Throws ProtocolError on anything malformed. */
export function parseFrame(frame: Buffer): Request {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  if (opCode === OP_MSG) return parseMsg(frame, requestId);
  if (opCode === OP_QUERY) return parseQuery(frame, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseMsg(frame: Buffer, requestId: number): Request {
  const flags = frame.readUInt32LE(HEADER_BYTES);
  const end = flags & CHECKSUM_PRESENT ? frame.length - 4 : frame.length;
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = frame[offset++];
    if (kind === 0) {
      const read = readDocument(frame, offset, end);
      if (body) throw new ProtocolError('more than one body section');
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated section');
      const sectionEnd = offset + frame.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd <= offset + 4)
        throw new ProtocolError('section length out of bounds');
      const name = readCString(frame, offset + 4, sectionEnd);
      const docs: Document[] = [];
      for (let at = name.next; at < sectionEnd; ) {
        const read = readDocument(frame, at, sectionEnd);
        docs.push(read.doc);
        at = read.next;
      }
      sequences.push([name.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body');
  for (const [name, docs] of sequences) body[name] = docs;
  return { requestId, opCode: OP_MSG, body, moreToCome: Boolean(flags & MORE_TO_COME) };
}

function parseQuery(frame: Buffer, requestId: number): Request {
  const collection = readCString(frame, HEADER_BYTES + 4, frame.length);
  const { doc } = readDocument(frame, collection.next + 8, frame.length);
  // Legacy wrapping: {$query: {...}, $readPreference: ...}
  const body = doc.$query && typeof doc.$query === 'object' ? (doc.$query as Document) : doc;
  if (!collection.value.endsWith('.$cmd')) throw new ProtocolError('OP_QUERY is only supported for commands');
  body.$db ??= collection.value.slice(0, -'.$cmd'.length);
  return { requestId, opCode: OP_QUERY, body, moreToCome: false };
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.alloc(HEADER_BYTES);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

/** Encodes a reply in the form the request used (OP_REPLY for the legacy handshake). */
export function encodeReply(request: Request, reply: Document): Buffer {
  const body = serialize(reply);
  if (request.opCode === OP_QUERY) {
    const fields = Buffer.alloc(20); // responseFlags, cursorId (int64), startingFrom, numberReturned
    fields.writeInt32LE(1, 16);
    return Buffer.concat([
      header(HEADER_BYTES + 20 + body.length, request.requestId, OP_REPLY),
      fields,
      body
    ]);
  }
  const flagsAndKind = Buffer.from([0, 0, 0, 0, 0]);
  return Buffer.concat([
    header(HEADER_BYTES + 5 + body.length, request.requestId, OP_MSG),
    flagsAndKind,
    body
  ]);
}
