import { expect } from 'chai';
import { type Collection, type Db, type MongoClient } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target, type Doc } from '../support/target';

describe('conformance: projections', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let family: Collection<Doc>;
  before(async () => {
    ({ target, client, db } = await openTargetDb('projections'));
    family = db.collection<Doc>('family');
    await family.insertMany([
      {
        _id: 1,
        title: 'x',
        scores: [1, 2, 3, 4],
        kids: [
          { name: 'Asha', age: 4 },
          { name: 'Ravi', age: 9 },
          { name: 'Meera', age: 12 }
        ]
      },
      { _id: 2, title: 'y', scores: [], kids: [{ name: 'Kiran', age: 2 }] }
    ]);
  });
  after(() => closeTargetDb(target, client, 'projections'));

  it('$slice alone keeps the other fields and slices the array', async () => {
    expect(await family.findOne({ _id: 1 }, { projection: { scores: { $slice: 2 } } })).to.deep.equal({
      _id: 1,
      title: 'x',
      scores: [1, 2],
      kids: [
        { name: 'Asha', age: 4 },
        { name: 'Ravi', age: 9 },
        { name: 'Meera', age: 12 }
      ]
    });
    expect(
      (await family.findOne({ _id: 1 }, { projection: { scores: { $slice: -1 } } }))?.scores
    ).to.deep.equal([4]);
    expect(
      (await family.findOne({ _id: 1 }, { projection: { scores: { $slice: [1, 2] } } }))?.scores
    ).to.deep.equal([2, 3]);
  });

  it('accepts $slice combined with an exclusion', async () => {
    expect(
      await family.findOne({ _id: 1 }, { projection: { scores: { $slice: 1 }, kids: 0 } })
    ).to.deep.equal({ _id: 1, title: 'x', scores: [1] });
  });

  it('{_id: 1} returns only _id', async () => {
    expect(
      await family
        .find({}, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray()
    ).to.deep.equal([{ _id: 1 }, { _id: 2 }]);
  });

  it('$elemMatch projections with query operators return the first matching element only', async () => {
    const docs = await family
      .find({}, { projection: { kids: { $elemMatch: { age: { $gt: 5 } } } } })
      .sort({ _id: 1 })
      .toArray();
    expect(docs).to.deep.equal([{ _id: 1, kids: [{ name: 'Ravi', age: 9 }] }, { _id: 2 }]);
  });
});
