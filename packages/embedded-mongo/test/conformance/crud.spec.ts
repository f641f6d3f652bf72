import { expect } from 'chai';
import { ObjectId, type Collection, type Db, type MongoClient } from 'mongodb';
import { cleanUp, connect, eventually, startTarget, type Target, type Doc } from '../support/target';

describe('conformance: CRUD through the official driver', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('crud'));
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'crud');
    await client?.close();
    await target?.stop();
  });

  describe('find', () => {
    let people: Collection<Doc>;
    before(async () => {
      people = db.collection<Doc>('people');
      await people.insertMany([
        { _id: 1, name: 'Asha', age: 31, city: 'Pune', tags: ['a', 'b'] },
        { _id: 2, name: 'Ravi', age: 27, city: 'Delhi', tags: ['b'] },
        { _id: 3, name: 'Meera', age: 35, city: 'Pune', tags: [] },
        { _id: 4, name: 'Kiran', age: 22, city: 'Chennai' }
      ]);
    });

    it('finds by _id exactly: $in with repeats and missing ids, $eq, and no match across types', async () => {
      const keyed = db.collection('keyed');
      const oid = new ObjectId();
      const day = new Date(Date.UTC(2026, 0, 26));
      await keyed.insertMany([
        { _id: 'a' },
        { _id: 'b' },
        { _id: 7 },
        { _id: oid },
        { _id: day },
        { _id: '7' }
      ] as never[]);
      const ids = async (filter: Record<string, unknown>) =>
        (await keyed.find(filter).toArray()).map((doc) => doc._id as unknown);
      expect(await ids({ _id: { $in: ['a', 'a', 'zz', 7, oid, new ObjectId(), day] } })).to.have.deep.members(
        ['a', 7, oid, day]
      );
      expect(await ids({ _id: { $eq: '7' } })).to.deep.equal(['7']);
      expect(await ids({ _id: 7 })).to.deep.equal([7]);
      expect(await ids({ _id: new ObjectId(oid.toHexString()) })).to.deep.equal([oid]);
      expect(await ids({ _id: { $in: [] } })).to.deep.equal([]);
      expect(await keyed.countDocuments({ _id: { $in: ['b', 'c'] } } as Record<string, unknown>)).to.equal(1);
    });

    it('filters with query operators, sorts, skips, limits and projects', async () => {
      const docs = await people
        .find({ age: { $gte: 25 }, city: { $in: ['Pune', 'Delhi'] } }, { projection: { name: 1 } })
        .sort({ age: -1 })
        .skip(1)
        .limit(1)
        .toArray();
      expect(docs).to.deep.equal([{ _id: 1, name: 'Asha' }]);
    });

    it('matches array elements, regexes, $exists and $or', async () => {
      expect((await people.find({ tags: 'b' }).toArray()).map((d) => d._id)).to.deep.equal([1, 2]);
      expect((await people.find({ name: /^m/i }).toArray()).map((d) => d._id)).to.deep.equal([3]);
      expect((await people.find({ tags: { $exists: false } }).toArray()).map((d) => d._id)).to.deep.equal([
        4
      ]);
      expect(
        (
          await people
            .find({ $or: [{ age: 22 }, { name: 'Ravi' }] })
            .sort({ _id: 1 })
            .toArray()
        ).map((d) => d._id)
      ).to.deep.equal([2, 4]);
    });

    it('findOne returns null when nothing matches', async () => {
      expect(await people.findOne({ name: 'Nobody' })).to.equal(null);
    });

    it('sorts by $natural in insertion order or reverse', async () => {
      expect((await people.find().sort({ $natural: -1 }).toArray()).map((d) => d._id)).to.deep.equal([
        4, 3, 2, 1
      ]);
      expect((await people.find().sort({ $natural: 1 }).toArray()).map((d) => d._id)).to.deep.equal([
        1, 2, 3, 4
      ]);
    });

    it('excluding projection keeps the other fields', async () => {
      expect(await people.findOne({ _id: 2 }, { projection: { tags: 0, city: 0 } })).to.deep.equal({
        _id: 2,
        name: 'Ravi',
        age: 27
      });
    });

    it('includes sub-paths: in subdocuments, in each subdocument of an array, in document order', async () => {
      const cards = db.collection<Doc>('cards');
      await cards.insertMany([
        {
          _id: 1,
          age: 30,
          photos: [
            { id: 'p1', orderIndex: 1, fingerprint: 'f1' },
            'stray',
            [{ id: 'p2', size: 3 }],
            { size: 4 }
          ],
          name: 'Asha'
        },
        { _id: 2, photos: { id: 'p3', fingerprint: 'f3' }, name: 'Ravi' },
        { _id: 3, photos: 'none', name: 'Meera' },
        { _id: 4, photos: { fingerprint: 'f4' } },
        { _id: 5, photos: [] }
      ]);
      const projected = await cards
        .find({}, { projection: { name: 1, 'photos.id': 1, 'photos.orderIndex': 1 } })
        .sort({ _id: 1 })
        .toArray();
      expect(projected).to.deep.equal([
        { _id: 1, photos: [{ id: 'p1', orderIndex: 1 }, [{ id: 'p2' }], {}], name: 'Asha' },
        { _id: 2, photos: { id: 'p3' }, name: 'Ravi' },
        { _id: 3, name: 'Meera' },
        { _id: 4, photos: {} },
        { _id: 5, photos: [] }
      ]);
      expect(
        projected.map((doc) => Object.keys(doc)),
        'the document’s order, not the projection’s'
      ).to.deep.equal([
        ['_id', 'photos', 'name'],
        ['_id', 'photos', 'name'],
        ['_id', 'name'],
        ['_id', 'photos'],
        ['_id', 'photos']
      ]);
      expect(await cards.findOne({ _id: 2 }, { projection: { _id: 0, 'photos.id': 1 } })).to.deep.equal({
        photos: { id: 'p3' }
      });
    });
  });

  describe('cursors', () => {
    let many: Collection<Doc>;
    before(async () => {
      many = db.collection<Doc>('many');
      await many.insertMany(Array.from({ length: 10_000 }, (_, i) => ({ i })));
    });

    it('streams 10k documents in batches with getMore', async () => {
      let seen = 0;
      let last = -1;
      let ordered = true;
      for await (const doc of many.find({}, { batchSize: 500 }).sort({ i: 1 })) {
        ordered &&= doc.i === last + 1;
        last = doc.i;
        seen++;
      }
      expect(seen).to.equal(10_000);
      expect(ordered).to.equal(true);
    });

    it('closes a cursor with killCursors before it is exhausted', async () => {
      const cursor = many.find({}, { batchSize: 10 });
      await cursor.next();
      const id = cursor.id;
      expect(id && !id.isZero()).to.equal(true);
      await cursor.close();
      const killed = await db.command({ killCursors: 'many', cursors: [id] });
      expect(killed.cursorsNotFound.map(String)).to.deep.equal([String(id)]);
    });

    it('answers getMore on an unknown cursor with CursorNotFound', async () => {
      const err = await db
        .command({ getMore: 123456789n as unknown as number, collection: 'many' })
        .catch((e: unknown) => e);
      expect(err).to.have.property('code', 43);
    });
  });

  describe('update', () => {
    let items: Collection<Doc>;
    beforeEach(async () => {
      items = db.collection<Doc>('items');
      await items.deleteMany({});
      await items.insertMany([
        { _id: 1, kind: 'x', n: 1, list: [{ v: 1 }, { v: 5 }], scores: [1, 2, 3] },
        { _id: 2, kind: 'x', n: 2, list: [], scores: [] },
        { _id: 3, kind: 'y', n: 3, list: [], scores: [] }
      ]);
    });

    it('updates one or many and reports matched and modified counts', async () => {
      const one = await items.updateOne({ kind: 'x' }, { $inc: { n: 10 } });
      expect([one.matchedCount, one.modifiedCount]).to.deep.equal([1, 1]);
      const many = await items.updateMany({ kind: 'x' }, { $set: { seen: true } });
      expect([many.matchedCount, many.modifiedCount]).to.deep.equal([2, 2]);
      const again = await items.updateMany({ kind: 'x' }, { $set: { seen: true } });
      expect([again.matchedCount, again.modifiedCount]).to.deep.equal([2, 0]);
      expect((await items.findOne({ _id: 1 }))?.n).to.equal(11);
    });

    it('upserts with $setOnInsert applied only on insert', async () => {
      const inserted = await items.updateOne(
        { email: 'u@x.in' },
        { $set: { v: 1 }, $setOnInsert: { createdBy: 'upsert' } },
        { upsert: true }
      );
      expect(inserted.upsertedCount).to.equal(1);
      expect(await items.findOne({ _id: inserted.upsertedId! }, { projection: { _id: 0 } })).to.deep.equal({
        email: 'u@x.in',
        v: 1,
        createdBy: 'upsert'
      });
      const updated = await items.updateOne(
        { email: 'u@x.in' },
        { $set: { v: 2 }, $setOnInsert: { createdBy: 'other' } },
        { upsert: true }
      );
      expect([updated.matchedCount, updated.upsertedCount]).to.deep.equal([1, 0]);
      expect(await items.findOne({ email: 'u@x.in' }, { projection: { _id: 0 } })).to.deep.equal({
        email: 'u@x.in',
        v: 2,
        createdBy: 'upsert'
      });
    });

    it('replaces a whole document keeping its _id', async () => {
      const result = await items.replaceOne({ _id: 2 }, { kind: 'z' });
      expect(result.modifiedCount).to.equal(1);
      expect(await items.findOne({ _id: 2 })).to.deep.equal({ _id: 2, kind: 'z' });
    });

    it('applies arrayFilters, positional $ and array operators', async () => {
      await items.updateOne(
        { _id: 1 },
        { $set: { 'list.$[e].big': true } },
        { arrayFilters: [{ 'e.v': { $gt: 2 } }] }
      );
      await items.updateOne({ _id: 1, scores: 2 }, { $set: { 'scores.$': 20 } });
      // The driver's typings cannot see array fields on a schemaless Doc; the server gets the same bytes.
      await items.updateOne({ _id: 1 }, {
        $push: { scores: { $each: [9], $position: 0 } },
        $addToSet: { tags: 'new' }
      } as never);
      await items.updateOne({ _id: 1 }, { $pull: { scores: 3 } } as never);
      expect(await items.findOne({ _id: 1 }, { projection: { list: 1, scores: 1, tags: 1 } })).to.deep.equal({
        _id: 1,
        list: [{ v: 1 }, { v: 5, big: true }],
        scores: [9, 1, 20],
        tags: ['new']
      });
    });

    it('applies arrayFilters and $setOnInsert-free operators across many documents', async () => {
      await items.updateMany(
        {},
        { $set: { 'list.$[e].v': 0 }, $setOnInsert: { never: true } },
        { arrayFilters: [{ 'e.v': { $gte: 5 } }] }
      );
      expect((await items.find().sort({ _id: 1 }).toArray()).map((d) => [d.list, d.never])).to.deep.equal([
        [[{ v: 1 }, { v: 0 }], undefined],
        [[], undefined],
        [[], undefined]
      ]);
      const renamed = await items.updateMany({ kind: 'x' }, { $rename: { n: 'count' } });
      expect(renamed.modifiedCount).to.equal(2);
      expect(await items.countDocuments({ count: { $exists: true }, n: { $exists: false } })).to.equal(2);
    });

    it('supports pipeline updates', async () => {
      await items.updateOne({ _id: 3 }, [{ $set: { doubled: { $multiply: ['$n', 2] } } }]);
      expect((await items.findOne({ _id: 3 }))?.doubled).to.equal(6);
    });

    it('accepts $set of _id to its current value', async () => {
      const result = await items.updateOne({ _id: 1 }, { $set: { _id: 1, n: 5 } });
      expect(result.modifiedCount).to.equal(1);
      expect((await items.findOne({ _id: 1 }))?.n).to.equal(5);
      const upserted = await items.updateOne({ _id: 50 }, { $set: { _id: 50, n: 1 } }, { upsert: true });
      expect(upserted.upsertedId).to.equal(50);
    });

    it('refuses to change _id', async () => {
      const err = await items.updateOne({ _id: 1 }, { $set: { _id: 99 } }).catch((e: unknown) => e);
      expect(err).to.have.property('code', 66);
    });

    it('rejects unknown update operators', async () => {
      const err = await items.updateOne({ _id: 1 }, { $frob: { a: 1 } } as never).catch((e: unknown) => e);
      expect(err).to.have.property('code', 9);
    });
  });

  describe('unacknowledged writes', () => {
    it('applies w:0 writes without a reply', async () => {
      const coll = db.collection<Doc>('fire_and_forget');
      await coll.insertOne({ _id: 'w0' }, { writeConcern: { w: 0 } });
      expect(await eventually(async () => (await coll.countDocuments({ _id: 'w0' })) === 1)).to.equal(true);
    });
  });

  describe('delete', () => {
    it('deletes one or many and reports the count', async () => {
      const coll = db.collection<Doc>('deletes');
      await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
      expect((await coll.deleteOne({ k: 1 })).deletedCount).to.equal(1);
      expect((await coll.deleteMany({ k: 1 })).deletedCount).to.equal(2);
      expect((await coll.deleteMany({ k: 3 })).deletedCount).to.equal(0);
      expect(await coll.countDocuments()).to.equal(1);
    });
  });

  describe('findAndModify', () => {
    let queue: Collection<Doc>;
    beforeEach(async () => {
      queue = db.collection<Doc>('queue');
      await queue.deleteMany({});
      await queue.insertMany([
        { _id: 1, state: 'new', priority: 1 },
        { _id: 2, state: 'new', priority: 5 }
      ]);
    });

    it('returns the document before or after the update, honouring sort and projection', async () => {
      const before = await queue.findOneAndUpdate(
        { state: 'new' },
        { $set: { state: 'taken' } },
        { sort: { priority: -1 }, projection: { state: 1 } }
      );
      expect(before).to.deep.equal({ _id: 2, state: 'new' });
      const after = await queue.findOneAndUpdate(
        { state: 'new' },
        { $set: { state: 'taken' } },
        { returnDocument: 'after' }
      );
      expect(after).to.deep.equal({ _id: 1, state: 'taken', priority: 1 });
      expect(await queue.findOneAndUpdate({ state: 'new' }, { $set: { state: 'x' } })).to.equal(null);
    });

    it('upserts and reports lastErrorObject', async () => {
      const result = await queue.findOneAndUpdate(
        { _id: 7 },
        { $set: { state: 'new' }, $setOnInsert: { priority: 0 } },
        { upsert: true, returnDocument: 'after', includeResultMetadata: true }
      );
      expect(result.value).to.deep.equal({ _id: 7, state: 'new', priority: 0 });
      expect(result.lastErrorObject).to.deep.include({ n: 1, updatedExisting: false, upserted: 7 });
    });

    it('replaces and removes', async () => {
      expect(
        await queue.findOneAndReplace({ _id: 1 }, { state: 'done' }, { returnDocument: 'after' })
      ).to.deep.equal({ _id: 1, state: 'done' });
      expect(await queue.findOneAndDelete({ _id: 2 })).to.deep.equal({ _id: 2, state: 'new', priority: 5 });
      expect(await queue.countDocuments()).to.equal(1);
    });
  });
});
