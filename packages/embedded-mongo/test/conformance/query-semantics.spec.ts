import { expect } from 'chai';
import { Binary, type Collection, type Db, type MongoClient } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target, type Doc } from '../support/target';

describe('conformance: collation, $all and binary comparisons', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    ({ target, client, db } = await openTargetDb('querysem'));
  });
  after(() => closeTargetDb(target, client, 'querysem'));

  it("collation locale 'en' strength 1 and 2 matches and orders strings case-insensitively", async () => {
    const names: Collection<Doc> = db.collection<Doc>('names');
    await names.insertMany([
      { _id: 1, name: 'bob' },
      { _id: 2, name: 'Alice' },
      { _id: 3, name: 'ALICE' },
      { _id: 4, name: 'Ålice' },
      { _id: 5, name: 'carol' }
    ]);
    const ids = async (filter: Doc, strength: number, sort: Doc = { _id: 1 }) =>
      (
        await names
          .find(filter, { collation: { locale: 'en', strength } })
          .sort(sort)
          .toArray()
      ).map((doc) => doc._id);
    expect(await ids({ name: 'alice' }, 2)).to.deep.equal([2, 3]);
    expect(await ids({ name: 'alice' }, 1)).to.deep.equal([2, 3, 4]);
    expect(await ids({ name: { $in: ['BOB', 'Carol'] } }, 2)).to.deep.equal([1, 5]);
    expect(await ids({ name: { $gt: 'B' } }, 2)).to.deep.equal([1, 5]);
    expect(await ids({}, 2, { name: -1, _id: 1 })).to.deep.equal([5, 1, 4, 2, 3]);
    expect(
      await names.countDocuments({ name: 'alice' }),
      'without a collation, comparison is binary'
    ).to.equal(0);
  });

  it('$all on a scalar field matches a document whose value is the one element', async () => {
    const tagged = db.collection<Doc>('tagged');
    await tagged.insertMany([
      { _id: 1, tag: 'a' },
      { _id: 2, tag: ['a', 'b'] },
      { _id: 3, tag: 'b' }
    ]);
    expect(
      (
        await tagged
          .find({ tag: { $all: ['a'] } })
          .sort({ _id: 1 })
          .toArray()
      ).map((doc) => doc._id)
    ).to.deep.equal([1, 2]);
    expect((await tagged.find({ tag: { $all: ['a', 'b'] } }).toArray()).map((doc) => doc._id)).to.deep.equal([
      2
    ]);
  });

  it('$gt and $lt on binary values compare by length, then subtype, then bytes', async () => {
    const blobs = db.collection<Doc>('blobs');
    await blobs.insertMany([
      { _id: 1, b: new Binary(Buffer.from('b'), 0) },
      { _id: 2, b: new Binary(Buffer.from('aa'), 0) },
      { _id: 3, b: new Binary(Buffer.from('ab'), 0) },
      { _id: 4, b: new Binary(Buffer.from('aa'), 5) }
    ]);
    const ids = async (filter: Doc) =>
      (await blobs.find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    expect(await ids({ b: { $gt: new Binary(Buffer.from('aa'), 0) } })).to.deep.equal([3, 4]);
    expect(await ids({ b: { $lt: new Binary(Buffer.from('aa'), 0) } })).to.deep.equal([1]);
    expect(
      await ids({ b: { $gte: new Binary(Buffer.from('z'), 0), $lt: new Binary(Buffer.from('aa'), 5) } })
    ).to.deep.equal([2, 3]);
  });
});
