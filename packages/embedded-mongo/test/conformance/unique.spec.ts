import { expect } from 'chai';
import type { Collection, Db, MongoClient, MongoServerError } from 'mongodb';
import { cleanUp, connect, eventually, startTarget, type Target, type Doc } from '../support/target';

async function duplicateOf(promise: Promise<unknown>): Promise<MongoServerError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e
  );
  expect(err, 'expected a duplicate key error').to.have.property('code', 11000);
  return err as MongoServerError;
}

describe('conformance: unique indexes and TTL', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let users: Collection<Doc>;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('uniq'));
    users = db.collection<Doc>('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([
      { _id: 1, email: 'a@x.in' },
      { _id: 2, email: 'b@x.in' }
    ]);
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'uniq');
    await client?.close();
    await target?.stop();
  });

  it('insert reports E11000 with index name, keyPattern and keyValue', async () => {
    const err = await duplicateOf(users.insertOne({ email: 'a@x.in' }));
    expect(err.message).to.match(
      /^E11000 duplicate key error collection: conf_uniq_\w+\.users index: email_1 dup key: \{ email: "a@x\.in" \}$/
    );
    expect(err.keyPattern).to.deep.equal({ email: 1 });
    expect(err.keyValue).to.deep.equal({ email: 'a@x.in' });
  });

  it('a duplicate _id is E11000 on the _id_ index', async () => {
    const err = await duplicateOf(users.insertOne({ _id: 1, email: 'new@x.in' } as never));
    expect(err.message).to.contain('index: _id_ dup key: { _id: 1 }');
  });

  it('unordered insertMany keeps going past the duplicate', async () => {
    const err = await duplicateOf(
      users.insertMany([{ email: 'c@x.in' }, { email: 'a@x.in' }, { email: 'd@x.in' }], { ordered: false })
    );
    expect(err).to.have.nested.property('result.insertedCount', 2);
    await users.deleteMany({ email: { $in: ['c@x.in', 'd@x.in'] } });
  });

  it('update, upsert, replace and findAndModify are all checked', async () => {
    await duplicateOf(users.updateOne({ _id: 2 }, { $set: { email: 'a@x.in' } }));
    await duplicateOf(users.updateOne({ _id: 9 }, { $set: { email: 'a@x.in' } }, { upsert: true }));
    await duplicateOf(users.replaceOne({ _id: 2 }, { email: 'a@x.in' }));
    await duplicateOf(users.findOneAndUpdate({ _id: 2 }, { $set: { email: 'a@x.in' } }));
    await duplicateOf(users.findOneAndUpdate({ _id: 9 }, { $set: { email: 'a@x.in' } }, { upsert: true }));
    expect(await users.find().sort({ _id: 1 }).toArray()).to.deep.equal([
      { _id: 1, email: 'a@x.in' },
      { _id: 2, email: 'b@x.in' }
    ]);
  });

  it('updating a document to its own key value is not a duplicate', async () => {
    const result = await users.updateOne({ _id: 1 }, { $set: { email: 'a@x.in', seen: true } });
    expect(result.modifiedCount).to.equal(1);
  });

  it('frees the key once the owner changes or is deleted', async () => {
    await users.insertOne({ _id: 3, email: 'e@x.in' });
    await users.updateOne({ _id: 3 }, { $set: { email: 'f@x.in' } });
    await users.insertOne({ _id: 4, email: 'e@x.in' });
    await users.deleteOne({ _id: 4 });
    await users.insertOne({ _id: 5, email: 'e@x.in' });
    expect(await users.countDocuments({ email: { $in: ['e@x.in', 'f@x.in'] } })).to.equal(2);
  });

  it('compound unique indexes consider the combination', async () => {
    const likes = db.collection<Doc>('likes');
    await likes.createIndex({ from: 1, to: 1 }, { unique: true });
    await likes.insertMany([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' }
    ]);
    const err = await duplicateOf(likes.insertOne({ from: 'a', to: 'b' }));
    expect(err.keyValue).to.deep.equal({ from: 'a', to: 'b' });
    expect(err.message).to.contain('dup key: { from: "a", to: "b" }');
  });

  it('sparse unique indexes ignore documents without the field', async () => {
    const phones = db.collection<Doc>('phones');
    await phones.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await phones.insertMany([{ name: 'x' }, { name: 'y' }, { phone: '+91 1' }]);
    await duplicateOf(phones.insertOne({ phone: '+91 1' }));
  });

  it('non-sparse unique indexes treat a missing field as null', async () => {
    const plain = db.collection<Doc>('plain');
    await plain.createIndex({ code: 1 }, { unique: true });
    await plain.insertOne({ name: 'x' });
    const err = await duplicateOf(plain.insertOne({ name: 'y' }));
    expect(err.keyValue).to.deep.equal({ code: null });
  });

  it('partial unique indexes only cover matching documents', async () => {
    const subs = db.collection<Doc>('subs');
    await subs.createIndex({ user: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await subs.insertMany([
      { user: 'u', active: false },
      { user: 'u', active: false },
      { user: 'u', active: true }
    ]);
    await duplicateOf(subs.insertOne({ user: 'u', active: true }));
    await duplicateOf(subs.updateOne({ active: false }, { $set: { active: true } }));
  });

  it('creating a unique index over existing duplicates fails', async () => {
    const dupes = db.collection<Doc>('dupes');
    await dupes.insertMany([{ k: 1 }, { k: 1 }]);
    await duplicateOf(dupes.createIndex({ k: 1 }, { unique: true }));
  });

  it('finds by unique field and by _id', async () => {
    expect(await users.findOne({ email: 'b@x.in' })).to.deep.equal({ _id: 2, email: 'b@x.in' });
    expect(await users.findOne({ email: { $eq: 'b@x.in' }, _id: 2 })).to.deep.equal({
      _id: 2,
      email: 'b@x.in'
    });
    expect(await users.findOne({ email: 'b@x.in', _id: 1 })).to.equal(null);
    expect(await users.findOne({ _id: { $eq: 1 } }, { projection: { email: 1 } })).to.deep.equal({
      _id: 1,
      email: 'a@x.in'
    });
  });

  it('unique indexes on paths through arrays index every element', async () => {
    const carts = db.collection<Doc>('carts');
    await carts.createIndex({ 'items.sku': 1 }, { unique: true });
    await carts.insertOne({ _id: 1, items: [{ sku: 'a' }, { sku: 'b' }] });
    await carts.insertOne({ _id: 2, items: [{ sku: 'c' }] });
    const err = await duplicateOf(carts.insertOne({ _id: 3, items: [{ sku: 'd' }, { sku: 'b' }] }));
    expect(err.message).to.contain('index: items.sku_1');
    expect((await carts.find({ 'items.sku': 'b' }).toArray()).map((d) => d._id)).to.deep.equal([1]);
  });

  it('indexed equality and $in lookups return exactly what a scan would', async () => {
    const members = db.collection<Doc>('members');
    await members.createIndex({ city: 1, age: 1 });
    await members.createIndex({ tags: 1 });
    await members.insertMany([
      { _id: 1, city: 'Pune', age: 30, tags: ['a', 'b'] },
      { _id: 2, city: 'Pune', age: 40, tags: [] },
      { _id: 3, city: 'Delhi', age: 30 },
      { _id: 4, city: null, tags: 'a' }
    ]);
    const ids = async (filter: Doc) =>
      (await members.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ city: 'Pune', age: { $gte: 35 } })).to.deep.equal([2]);
    expect(await ids({ city: { $in: ['Delhi', 'Pune'] } })).to.deep.equal([1, 2, 3]);
    expect(await ids({ city: null })).to.deep.equal([4]);
    expect(await ids({ tags: 'a' })).to.deep.equal([1, 4]);
    expect(await ids({ tags: ['a', 'b'] })).to.deep.equal([1]);
    expect(await ids({ tags: null })).to.deep.equal([3]);
    expect(await ids({ _id: { $in: [3, 1, 99] } } as unknown as Doc)).to.deep.equal([1, 3]);
    await members.updateOne({ _id: 1 }, { $set: { city: 'Delhi' } });
    expect(await ids({ city: 'Pune' })).to.deep.equal([2]);
    expect(await ids({ city: 'Delhi' })).to.deep.equal([1, 3]);
    await members.deleteOne({ _id: 3 });
    expect(await ids({ city: 'Delhi' })).to.deep.equal([1]);
  });

  it('TTL indexes expire old documents', async function () {
    // A real mongod's TTL monitor runs once a minute; the embedded one sweeps every second.
    if (target.external) this.timeout(150_000);
    const sessions = db.collection<Doc>('sessions');
    await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
    await sessions.insertMany([
      { _id: 'old', createdAt: new Date(Date.now() - 3_600_000) },
      { _id: 'fresh', createdAt: new Date() },
      { _id: 'no-date', createdAt: 'yesterday' }
    ]);
    const attempts = target.external ? 140 : 50;
    expect(
      await eventually(
        async () => (await sessions.countDocuments({ _id: 'old' } as never)) === 0,
        attempts,
        1000 * (target.external ? 1 : 0.1)
      )
    ).to.equal(true);
    expect((await sessions.find().toArray()).map((d) => d._id).sort()).to.deep.equal(['fresh', 'no-date']);
  });
});
