import { expect } from 'chai';
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  ObjectId,
  type Db,
  type MongoClient
} from 'mongodb';
import { cleanUp, connect, startTarget, type Target, type Doc } from '../support/target';

describe('conformance: BSON types round-trip', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('types'));
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'types');
    await client?.close();
    await target?.stop();
  });

  const original = () => ({
    _id: new ObjectId(),
    int32: new Int32(7),
    int64: Long.fromString('9007199254740993'),
    smallInt64: Long.fromNumber(5),
    double: new Double(2),
    fraction: new Double(2.5),
    decimal: Decimal128.fromString('12.345'),
    date: new Date('2024-01-02T03:04:05.678Z'),
    binary: new Binary(Buffer.from([1, 2, 3]), 0),
    uuid: new Binary(Buffer.alloc(16, 7), 4),
    regex: new BSONRegExp('^a.c$', 'i'),
    nothing: null,
    nested: { list: [new Int32(1), new Double(1), Long.fromNumber(1)] }
  });

  it('reads a document back with the types it was written with', async () => {
    const coll = db.collection<Doc>('roundtrip');
    const doc = original();
    await coll.insertOne(doc);
    const back = await coll.findOne(
      { _id: doc._id },
      { promoteValues: false, promoteLongs: false, bsonRegExp: true }
    );
    expect(back).to.deep.equal(doc);
    expect(back).to.not.have.property('missing');
    const projected = await coll.findOne(
      { _id: doc._id },
      { projection: { _id: 0, double: 1, smallInt64: 1 }, promoteValues: false }
    );
    expect(projected).to.deep.equal({ double: new Double(2), smallInt64: Long.fromNumber(5) });
  });

  it('keeps types through an update of other fields and through $set', async () => {
    const coll = db.collection<Doc>('updated');
    const doc = original();
    await coll.insertOne(doc);
    await coll.updateOne(
      { _id: doc._id },
      { $set: { added: new Double(3), count: Long.fromNumber(2) }, $inc: { 'nested.list.0': 1 } }
    );
    const back = await coll.findOne(
      { _id: doc._id },
      { promoteValues: false, promoteLongs: false, bsonRegExp: true }
    );
    expect(back?.double).to.deep.equal(new Double(2));
    expect(back?.int64).to.deep.equal(doc.int64);
    expect(back?.added).to.deep.equal(new Double(3));
    expect(back?.count).to.deep.equal(Long.fromNumber(2));
    expect(back?.nested.list[0]).to.deep.equal(new Int32(2));
  });

  it('distinguishes null from missing in queries', async () => {
    const coll = db.collection<Doc>('nulls');
    await coll.insertMany([{ _id: 1, v: null }, { _id: 2 }, { _id: 3, v: 0 }]);
    expect((await coll.find({ v: null }).toArray()).map((d) => d._id)).to.deep.equal([1, 2]);
    expect((await coll.find({ v: { $exists: true } }).toArray()).map((d) => d._id)).to.deep.equal([1, 3]);
    expect((await coll.find({ v: { $type: 'null' } }).toArray()).map((d) => d._id)).to.deep.equal([1]);
  });

  it('matches $type by BSON alias and number, including BSON-only types', async () => {
    const coll = db.collection<Doc>('typed');
    await coll.insertMany([
      { _id: 1, v: new ObjectId() },
      { _id: 2, v: 'text' },
      { _id: 3, v: new Binary(Buffer.from([1])) },
      { _id: 4, v: [new ObjectId()] },
      { _id: 5, v: new Date() }
    ]);
    const ids = async (type: unknown) =>
      (
        await coll
          .find({ v: { $type: type } } as Doc)
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id);
    expect(await ids('objectId')).to.deep.equal([1, 4]);
    expect(await ids(7)).to.deep.equal([1, 4]);
    expect(await ids('binData')).to.deep.equal([3]);
    expect(await ids(['string', 'date'])).to.deep.equal([2, 5]);
    expect(await ids(['string', 'objectId'])).to.deep.equal([1, 2, 4]);
    const matched = await coll
      .aggregate([{ $sort: { _id: 1 } }, { $match: { v: { $type: 'objectId' } } }, { $project: { _id: 1 } }])
      .toArray();
    expect(matched).to.deep.equal([{ _id: 1 }, { _id: 4 }]);
  });

  it('compares numbers across int32, int64 and double, and matches dates and ObjectIds', async () => {
    const coll = db.collection<Doc>('numbers');
    const id = new ObjectId();
    await coll.insertMany([
      { _id: 1, n: new Int32(5), at: new Date('2024-01-01'), ref: id },
      { _id: 2, n: Long.fromNumber(10), at: new Date('2025-01-01') },
      { _id: 3, n: new Double(7.5) }
    ]);
    expect(
      (
        await coll
          .find({ n: { $gt: 6 } })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d._id)
    ).to.deep.equal([3, 2]);
    expect((await coll.find({ n: 10 }).toArray()).map((d) => d._id)).to.deep.equal([2]);
    expect(
      (await coll.find({ at: { $gte: new Date('2024-06-01') } }).toArray()).map((d) => d._id)
    ).to.deep.equal([2]);
    expect(
      (await coll.find({ ref: new ObjectId(id.toHexString()) }).toArray()).map((d) => d._id)
    ).to.deep.equal([1]);
  });
});
