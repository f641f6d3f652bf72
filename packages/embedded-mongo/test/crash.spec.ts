import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Long, MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';

const BIN = fileURLToPath(new URL('../bin/embedded-mongo.mjs', import.meta.url));

/** Starts the bin in a child process and resolves with it and the URI it prints. */
function startChild(dbpath: string): Promise<{ child: ChildProcess; uri: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbpath], {
      stdio: ['ignore', 'pipe', 'inherit']
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('mongodb://'));
      if (line) resolve({ child, uri: line.trim() });
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited early with ${code}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('persistence with dataDir', function () {
  let dir: string;
  const children: ChildProcess[] = [];
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-crash-'));
  });
  after(async () => {
    await Promise.all(children.map(killHard));
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across kill -9 and restart', async () => {
    const dbpath = join(dir, 'kill9');
    const first = await startChild(dbpath);
    children.push(first.child);
    const client = await MongoClient.connect(first.uri, { serverSelectionTimeoutMS: 5000 });
    const coll = client.db('app').collection('events');
    await coll.createIndex({ key: 1 }, { unique: true });
    const acknowledged = new Set<number>();
    // Concurrent writers over the pool, then a kill while more writes are in flight.
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = 0; i < 40; i++) {
          const key = worker * 1000 + i;
          await coll.insertOne({ key, big: Long.fromNumber(key) });
          acknowledged.add(key);
        }
      })
    );
    await coll.updateMany({ key: { $lt: 100 } }, { $set: { touched: true } });
    await coll.deleteOne({ key: 1 });
    acknowledged.delete(1);
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      coll.insertOne({ key: 9000 + i }).then(
        () => acknowledged.add(9000 + i),
        () => undefined
      )
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(first.child);
    await Promise.allSettled(inFlight);
    await client.close(true);

    const second = await startChild(dbpath);
    children.push(second.child);
    const again = await MongoClient.connect(second.uri, { serverSelectionTimeoutMS: 5000 });
    const stored = await again.db('app').collection('events').find({}, { promoteLongs: false }).toArray();
    const keys = new Set(stored.map((d) => d.key as number));
    for (const key of acknowledged) expect(keys.has(key), `acknowledged key ${key} survived`).to.equal(true);
    expect(keys.has(1)).to.equal(false);
    expect(stored.filter((d) => d.key < 100 && d.key !== 1).every((d) => d.touched === true)).to.equal(true);
    expect(stored.find((d) => d.key === 5)?.big).to.deep.equal(Long.fromNumber(5));
    const dup = await again
      .db('app')
      .collection('events')
      .insertOne({ key: 2 })
      .catch((e: unknown) => e);
    expect(dup, 'unique index restored from the journal').to.have.property('code', 11000);
    await again.close();
    await killHard(second.child);
  });

  it('the bin prints its URI and exits cleanly on SIGTERM', async () => {
    const { child, uri } = await startChild(join(dir, 'sigterm'));
    children.push(child);
    expect(uri).to.match(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
  });

  it('rejects when the port is taken, leaving the data directory usable', async () => {
    const dbpath = join(dir, 'busy');
    const first = await startEmbeddedMongo({ port: 0, dataDir: dbpath });
    const err = await startEmbeddedMongo({ port: first.port, dataDir: join(dir, 'busy2') }).catch(
      (e: unknown) => e
    );
    expect(err).to.have.property('code', 'EADDRINUSE');
    await first.stop();
    const retry = await startEmbeddedMongo({ port: 0, dataDir: join(dir, 'busy2') });
    await retry.stop();
  });

  it('replays drops of collections, databases and indexes', async () => {
    const dbpath = join(dir, 'drops');
    const server = await startEmbeddedMongo({ port: 0, dataDir: dbpath });
    const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
    await client.db('keep').collection('a').insertOne({ x: 1 });
    await client.db('keep').collection('a').createIndex({ x: 1 }, { unique: true });
    await client.db('keep').collection('a').createIndex({ y: 1 });
    await client.db('keep').collection('a').dropIndex('y_1');
    await client.db('keep').collection('gone').insertOne({ x: 1 });
    await client.db('keep').collection('gone').drop();
    await client.db('lost').collection('b').insertOne({ x: 1 });
    await client.db('lost').dropDatabase();
    await client.close();
    await server.stop();

    const reopened = await startEmbeddedMongo({ port: 0, dataDir: dbpath });
    const reader = await MongoClient.connect(reopened.uri, { serverSelectionTimeoutMS: 5000 });
    const { databases } = await reader.db('admin').admin().listDatabases({ nameOnly: true });
    expect(databases.map((d) => d.name)).to.deep.equal(['keep']);
    expect((await reader.db('keep').listCollections().toArray()).map((c) => c.name)).to.deep.equal(['a']);
    expect(
      (await reader.db('keep').collection('a').listIndexes().toArray()).map((i) => i.name)
    ).to.deep.equal(['_id_', 'x_1']);
    await reader.close();
    await reopened.stop();
  });

  it('ignores a torn record at the end of the journal and compacts on restart', async () => {
    const dbpath = join(dir, 'torn');
    const server = await startEmbeddedMongo({ port: 0, dataDir: dbpath });
    const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
    const coll = client.db('app').collection('docs');
    for (let i = 0; i < 50; i++) await coll.insertOne({ _id: i as never, v: i });
    for (let i = 0; i < 50; i++) await coll.updateOne({ _id: i as never }, { $set: { v: i * 2 } });
    await coll.deleteMany({ v: { $gte: 60 } });
    await client.close();
    await server.stop();
    // A crash in the middle of an append leaves a length prefix with too few bytes after it.
    appendFileSync(join(dbpath, 'journal.bson'), Buffer.from([200, 0, 0, 0, 3, 'x'.charCodeAt(0)]));

    for (let restart = 0; restart < 2; restart++) {
      const reopened = await startEmbeddedMongo({ port: 0, dataDir: dbpath });
      const reader = await MongoClient.connect(reopened.uri, { serverSelectionTimeoutMS: 5000 });
      const docs = await reader.db('app').collection('docs').find().sort({ _id: 1 }).toArray();
      expect(docs).to.deep.equal(Array.from({ length: 30 }, (_, i) => ({ _id: i, v: i * 2 })));
      await reader.close();
      await reopened.stop();
    }
  });
});
