import { expect } from 'chai';
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import { closeTargetDb, openTargetDb, connect, type Target, type Doc } from '../support/target';

/** A document whose field `a` nests arrays `depth` levels deep, two subdocuments per array, leaves `{v}`. */
function nestedArrays(depth: number): Doc {
  return depth === 0 ? { v: 0 } : { a: [nestedArrays(depth - 1), nestedArrays(depth - 1)] };
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  const doc = value as Doc;
  return 'a' in doc ? leaves(doc.a) : [doc.v];
}

/** The write error an update failed with (the driver throws a MongoServerError carrying it). */
async function writeError(write: Promise<unknown>): Promise<MongoServerError> {
  const err = await write.then(
    () => undefined,
    (e: unknown) => e
  );
  expect(err, 'the update must fail').to.be.instanceOf(MongoServerError);
  return err as MongoServerError;
}

describe('conformance: update paths and array operators', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let family: Collection<Doc>;
  before(async () => {
    ({ target, client, db } = await openTargetDb('updpaths'));
    family = db.collection<Doc>('family');
  });
  beforeEach(async () => {
    await family.deleteMany({});
    await family.insertOne({
      _id: 1,
      title: 'x',
      kids: [
        { name: 'Asha', age: 4 },
        { name: 'Ravi', age: 9 },
        { name: 'Meera', age: 12 }
      ]
    });
  });
  after(() => closeTargetDb(target, client, 'updpaths'));

  it('accepts two positional paths in one $set', async () => {
    const result = await family.updateOne(
      { _id: 1, 'kids.name': 'Ravi' },
      { $set: { 'kids.$.name': 'Ravindra', 'kids.$.age': 10 } }
    );
    expect(result.modifiedCount).to.equal(1);
    expect((await family.findOne({ _id: 1 }))?.kids).to.deep.equal([
      { name: 'Asha', age: 4 },
      { name: 'Ravindra', age: 10 },
      { name: 'Meera', age: 12 }
    ]);
  });

  it('$pull with a condition containing $or removes every matching element', async () => {
    await family.updateOne({ _id: 1 }, {
      $pull: { kids: { $or: [{ name: 'Asha' }, { age: { $gte: 12 } }] } }
    } as never);
    expect((await family.findOne({ _id: 1 }))?.kids).to.deep.equal([{ name: 'Ravi', age: 9 }]);
  });

  it('refuses $push onto a non-array (BadValue) and a plain dotted $set through an array (PathNotViable)', async () => {
    const push = await writeError(family.updateOne({ _id: 1 }, { $push: { title: 'y' } } as never));
    expect([push.code, push.codeName]).to.deep.equal([2, 'BadValue']);
    expect(push.message).to.contain("The field 'title' must be an array but is of type string");

    const set = await writeError(family.updateOne({ _id: 1 }, { $set: { 'kids.name': 'x' } }));
    expect([set.code, set.codeName]).to.deep.equal([28, 'PathNotViable']);
    expect(set.message).to.contain("Cannot create field 'name' in element {kids: [");

    const doc = await family.findOne({ _id: 1 });
    expect(doc?.title).to.equal('x');
    expect(doc?.kids).to.have.length(3);
  });

  it('updates through nine levels of nested arrays in time linear in the document while other clients are answered', async () => {
    const depth = 9;
    await family.insertOne({ _id: 2, ...nestedArrays(depth) });
    const path = `${Array.from({ length: depth - 1 }, () => 'a.$[]').join('.')}.a.$[leaf].v`;
    const other = await connect(target.uri);
    try {
      // Exponential path handling blocked the server for minutes here; the mocha timeout bounds the test.
      const [result, pong] = await Promise.all([
        family.updateOne({ _id: 2 }, { $set: { [path]: 5 } }, { arrayFilters: [{ 'leaf.v': 0 }] }),
        other.db('admin').command({ ping: 1 })
      ]);
      expect(result.modifiedCount).to.equal(1);
      expect(pong.ok).to.equal(1);
    } finally {
      await other.close();
    }
    const values = leaves((await family.findOne({ _id: 2 }))?.a);
    expect(values).to.have.length(2 ** depth);
    expect(values.every((v) => v === 5)).to.equal(true);

    const positional = await family.updateOne(
      { _id: 2, 'a.a': { $exists: true } },
      { $set: { 'a.$.a.1.marked': true } }
    );
    expect(positional.modifiedCount).to.equal(1);
    const outer = (await family.findOne({ _id: 2 }))?.a as { a: Doc[] }[];
    expect([outer[0]?.a[1]?.marked, outer[1]?.a[1]?.marked]).to.deep.equal([true, undefined]);
  });
});
