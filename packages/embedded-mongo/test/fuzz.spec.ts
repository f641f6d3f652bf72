import { randomBytes } from 'node:crypto';
import { connect as connectSocket, type Socket } from 'node:net';
import { expect } from 'chai';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

function header(length: number, opCode: number): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(1, 4);
  head.writeInt32LE(opCode, 12);
  return head;
}

function opMsg(body: Uint8Array, kind = 0): Buffer {
  const payload = Buffer.concat([Buffer.alloc(4), Buffer.from([kind]), body]);
  return Buffer.concat([header(16 + payload.length, 2013), payload]);
}

/** Sends bytes and resolves with whatever came back once the server closed the socket. */
function sendAndWaitForClose(port: number, bytes: Buffer, endAfterWrite: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connectSocket(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(received)));
    socket.on('connect', () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    setTimeout(() => reject(new Error('server did not close the connection')), 10_000).unref();
  });
}

describe('malformed input', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  before(async () => {
    server = await startEmbeddedMongo({ port: 0 });
    client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  });
  after(async () => {
    await client?.close();
    await server?.stop();
  });

  const stillServing = async () =>
    expect(await client.db('fuzz').command({ ping: 1 })).to.deep.equal({ ok: 1 });

  it('closes the connection on an oversized length without waiting for the body', async () => {
    await sendAndWaitForClose(server.port, header(49_000_000, 2013), false);
    await stillServing();
  });

  it('closes the connection on an unknown opCode, a bad section kind and invalid BSON', async () => {
    await sendAndWaitForClose(server.port, Buffer.concat([header(26, 9999), Buffer.alloc(10)]), false);
    await sendAndWaitForClose(server.port, opMsg(serialize({ ping: 1, $db: 'x' }), 7), false);
    const badBson = Buffer.from(serialize({ ping: 1, $db: 'x' }));
    badBson.writeInt32LE(badBson.length + 50, 0);
    await sendAndWaitForClose(server.port, opMsg(badBson), false);
    await stillServing();
  });

  it('closes the connection on a truncated frame when the client goes away', async () => {
    const frame = opMsg(serialize({ ping: 1, $db: 'x' }));
    await sendAndWaitForClose(server.port, frame.subarray(0, frame.length - 5), true);
    await stillServing();
  });

  it('survives 200 random and mangled frames and keeps answering', async () => {
    const valid = opMsg(serialize({ insert: 'c', documents: [{ a: 1 }], $db: 'fuzz' }));
    for (let i = 0; i < 200; i++) {
      let bytes: Buffer;
      if (i % 2 === 0) {
        bytes = randomBytes(1 + Math.floor(Math.random() * 300));
      } else {
        // Keep the header plausible and corrupt the body so parsing gets deep.
        bytes = Buffer.from(valid);
        for (let flips = 0; flips < 4; flips++)
          bytes[21 + Math.floor(Math.random() * (bytes.length - 21))] = Math.floor(Math.random() * 256);
      }
      await sendAndWaitForClose(server.port, bytes, true);
    }
    await stillServing();
  });

  it('answers a reply too large to encode with an error and keeps the connection', async () => {
    const coll = client.db('fuzz').collection('huge');
    const big = 'x'.repeat(4 * 1024 * 1024);
    await coll.insertMany(Array.from({ length: 5 }, (_, i) => ({ i, big })));
    const fits = await client.db('fuzz').command({ distinct: 'huge', key: 'big', query: {} });
    expect(fits.values).to.have.length(1);
    await coll.updateMany({}, [{ $set: { big: { $concat: ['$big', { $toString: '$i' }] } } }]);
    const tooLarge = await client
      .db('fuzz')
      .command({ distinct: 'huge', key: 'big', query: {} })
      .catch((e: unknown) => e);
    expect(tooLarge).to.have.property('code', 10334);
    await stillServing();
  });

  it('accepts document sequences (kind-1 sections) as the command field they name', async () => {
    const body = Buffer.from(serialize({ insert: 'sequenced', $db: 'fuzz' }));
    const docs = Buffer.concat([serialize({ _id: 1 }), serialize({ _id: 2 })].map((d) => Buffer.from(d)));
    const name = Buffer.from('documents\0');
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + name.length + docs.length);
    const payload = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from([0]),
      body,
      Buffer.from([1]),
      size,
      name,
      docs
    ]);
    const frame = Buffer.concat([header(16 + payload.length, 2013), payload]);
    await new Promise<void>((resolve, reject) => {
      const socket = connectSocket(server.port, '127.0.0.1', () => socket.write(frame));
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    expect(await client.db('fuzz').collection('sequenced').countDocuments()).to.equal(2);
  });

  it('answers a well-formed frame on a raw socket and keeps the connection open', async () => {
    const reply = await new Promise<Buffer>((resolve, reject) => {
      const socket = connectSocket(server.port, '127.0.0.1', () =>
        socket.write(opMsg(serialize({ ping: 1, $db: 'x' })))
      );
      socket.once('data', (chunk) => {
        socket.destroy();
        resolve(chunk);
      });
      socket.on('error', reject);
    });
    expect(reply.readInt32LE(12)).to.equal(2013);
  });
});
