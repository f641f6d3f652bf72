import { expect } from 'chai';
import type { Db, MongoClient } from 'mongodb';
import { cleanUp, connect, startTarget, type Target, type Doc } from '../support/target';

describe('conformance: handshake, namespaces and indexes', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('ns'));
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'ns');
    await client?.close();
    await target?.stop();
  });

  it('answers hello, ping and buildInfo', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).to.include({ ok: 1, isWritablePrimary: true });
    expect(hello.maxWireVersion).to.be.at.least(6);
    expect(await db.admin().ping()).to.deep.include({ ok: 1 });
    expect((await db.admin().buildInfo()).version).to.be.a('string');
  });

  it('creates collections explicitly and reports NamespaceExists', async () => {
    await db.createCollection('explicit', { writeConcern: { w: 1 } });
    const [info] = await db.listCollections({ name: 'explicit' }).toArray();
    expect(info).to.have.deep.property('options', {});
    const err = await db.command({ create: 'explicit' }).catch((e: unknown) => e);
    expect(err).to.have.property('code', 48);
    expect(err).to.have.property('codeName', 'NamespaceExists');
  });

  it('lists collections with a filter and nameOnly', async () => {
    await db.collection<Doc>('listed').insertOne({ a: 1 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).to.include.members(['explicit', 'listed']);
    expect((await db.listCollections({ name: 'listed' }).toArray()).map((c) => c.name)).to.deep.equal([
      'listed'
    ]);
  });

  it('lists databases', async () => {
    const { databases } = await client.db('admin').admin().listDatabases();
    expect(databases.map((d) => d.name)).to.include(target.dbName('ns'));
  });

  it('creates, lists and drops indexes', async () => {
    const coll = db.collection<Doc>('indexed');
    expect(await coll.createIndex({ email: 1 }, { unique: true })).to.equal('email_1');
    expect(await coll.createIndex({ a: 1, b: -1 }, { name: 'ab' })).to.equal('ab');
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.map((i) => i.name)).to.deep.equal(['_id_', 'email_1', 'ab']);
    expect(indexes[1]).to.deep.include({ key: { email: 1 }, unique: true });
    await coll.dropIndex('ab');
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).to.deep.equal(['_id_', 'email_1']);
    const missing = await coll.dropIndex({ nope: 1 } as never).catch((e: unknown) => e);
    expect(missing).to.have.property('code', 27);
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).to.deep.equal(['_id_']);
  });

  it('answers listIndexes on a missing collection with NamespaceNotFound', async () => {
    const err = await db
      .collection<Doc>('nope')
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e);
    expect(err).to.have.property('code', 26);
  });

  it('drops collections and databases', async () => {
    const other = client.db(target.dbName('ns2'));
    await other.collection<Doc>('gone').insertOne({ a: 1 });
    expect(await other.collection<Doc>('gone').drop()).to.equal(true);
    expect(await other.listCollections().toArray()).to.deep.equal([]);
    await other.collection<Doc>('again').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.collection<Doc>('again').countDocuments()).to.equal(0);
  });

  it('answers an unknown command with CommandNotFound naming it', async function () {
    const err = await db.command({ frobnicate: 1 }).catch((e: unknown) => e);
    expect(err).to.have.property('code', 59);
    expect(err).to.have.property('codeName', 'CommandNotFound');
    expect((err as Error).message).to.contain('frobnicate');
  });

  it('names operators the embedded server does not support', async function () {
    // A real mongod supports these; the check is only meaningful for the embedded server.
    if (target.external) this.skip();
    const coll = db.collection<Doc>('ops');
    await coll.insertOne({ a: 1 });
    // $text and $near answer MongoDB's missing-index errors instead (unsupported.spec.ts).
    const within = await coll
      .find({ a: { $geoWithin: { $centerSphere: [[0, 0], 1] } } })
      .toArray()
      .catch((e: unknown) => e);
    expect(within).to.have.property('code', 59);
    expect((within as Error).message).to.contain('$geoWithin');
    const stage = await coll
      .aggregate([{ $geoNear: { near: [0, 0] } }])
      .toArray()
      .catch((e: unknown) => e);
    expect((stage as Error).message).to.contain('$geoNear');
  });
});
