import { expect } from 'chai';
import type { Collection, Db, MongoClient } from 'mongodb';
import { cleanUp, connect, startTarget, type Target, type Doc } from '../support/target';

describe('conformance: aggregation, count and distinct', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let orders: Collection<Doc>;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('agg'));
    orders = db.collection<Doc>('orders');
    await orders.insertMany([
      { _id: 1, user: 'u1', amount: 100, items: ['a', 'b'], status: 'paid' },
      { _id: 2, user: 'u1', amount: 50, items: ['c'], status: 'paid' },
      { _id: 3, user: 'u2', amount: 70, items: [], status: 'open' },
      { _id: 4, user: 'u3', amount: 10, items: ['a'], status: 'paid' }
    ]);
    await db.collection<Doc>('users').insertMany([
      { _id: 'u1', name: 'Asha' },
      { _id: 'u2', name: 'Ravi' }
    ]);
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'agg');
    await client?.close();
    await target?.stop();
  });

  it('$match $group $sort $project', async () => {
    const totals = await orders
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$user', total: { $sum: '$amount' }, n: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, user: '$_id', total: 1, n: 1 } }
      ])
      .toArray();
    expect(totals).to.deep.equal([
      { total: 150, n: 2, user: 'u1' },
      { total: 10, n: 1, user: 'u3' }
    ]);
  });

  it('$unwind $count $skip $limit', async () => {
    expect(await orders.aggregate([{ $unwind: '$items' }, { $count: 'n' }]).toArray()).to.deep.equal([
      { n: 4 }
    ]);
    const page = await orders
      .aggregate([{ $sort: { _id: 1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }])
      .toArray();
    expect(page).to.deep.equal([{ _id: 2 }, { _id: 3 }]);
  });

  it('$addFields $set $unset $replaceRoot', async () => {
    const [doc] = await orders
      .aggregate([
        { $match: { _id: 1 } },
        { $addFields: { double: { $multiply: ['$amount', 2] } } },
        { $set: { meta: { user: '$user', n: { $size: '$items' } } } },
        { $unset: ['items', 'status'] },
        { $replaceRoot: { newRoot: { $mergeObjects: ['$meta', { double: '$double' }] } } }
      ])
      .toArray();
    expect(doc).to.deep.equal({ user: 'u1', n: 2, double: 200 });
  });

  it('$lookup joins another collection of the same database', async () => {
    const joined = await orders
      .aggregate([
        { $match: { _id: 3 } },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'who' } },
        { $project: { who: 1 } }
      ])
      .toArray();
    expect(joined).to.deep.equal([{ _id: 3, who: [{ _id: 'u2', name: 'Ravi' }] }]);
  });

  it('$facet and $sample', async () => {
    const [facets] = await orders
      .aggregate([
        { $facet: { paid: [{ $match: { status: 'paid' } }, { $count: 'n' }], all: [{ $count: 'n' }] } }
      ])
      .toArray();
    expect(facets).to.deep.equal({ paid: [{ n: 3 }], all: [{ n: 4 }] });
    const sample = await orders.aggregate([{ $sample: { size: 2 } }]).toArray();
    expect(sample).to.have.length(2);
    expect(new Set(sample.map((d) => d._id)).size).to.equal(2);
  });

  it('reshaping nested fields in a pipeline or projection never changes the stored documents', async () => {
    const nested = db.collection<Doc>('nested');
    await nested.insertOne({ _id: 1, profile: { name: 'Asha', city: 'Pune' }, tags: ['a'] });
    await nested
      .aggregate([{ $set: { 'profile.extra': 1 } }, { $unset: 'profile.city' }, { $unwind: '$tags' }])
      .toArray();
    await nested
      .aggregate([
        { $lookup: { from: 'nested', localField: '_id', foreignField: '_id', as: 'self' } },
        { $unset: 'self.profile.name' }
      ])
      .toArray();
    expect(await nested.findOne({ _id: 1 }, { projection: { 'profile.city': 0 } })).to.deep.equal({
      _id: 1,
      profile: { name: 'Asha' },
      tags: ['a']
    });
    expect(
      await nested.findOneAndUpdate(
        { _id: 1 },
        { $set: { seen: true } },
        { projection: { 'profile.name': 0 } }
      )
    ).to.deep.equal({
      _id: 1,
      profile: { city: 'Pune' },
      tags: ['a']
    });
    expect(await nested.findOne({ _id: 1 })).to.deep.equal({
      _id: 1,
      profile: { name: 'Asha', city: 'Pune' },
      tags: ['a'],
      seen: true
    });
  });

  it('countDocuments, estimatedDocumentCount and count', async () => {
    expect(await orders.countDocuments({ status: 'paid' })).to.equal(3);
    expect(await orders.countDocuments({ status: 'paid' }, { skip: 1, limit: 1 })).to.equal(1);
    expect(await orders.estimatedDocumentCount()).to.equal(4);
    expect((await db.command({ count: 'orders', query: { amount: { $gt: 60 } } })).n).to.equal(2);
    expect(await db.collection<Doc>('missing').countDocuments()).to.equal(0);
  });

  it('distinct flattens arrays and honours the query', async () => {
    expect((await orders.distinct('items')).sort()).to.deep.equal(['a', 'b', 'c']);
    expect((await orders.distinct('user', { status: 'paid' })).sort()).to.deep.equal(['u1', 'u3']);
  });

  it('aggregation over a large batch uses getMore', async () => {
    const big = db.collection<Doc>('big');
    await big.insertMany(Array.from({ length: 1500 }, (_, i) => ({ i, even: i % 2 === 0 })));
    const docs = await big.aggregate([{ $match: { even: true } }], { cursor: { batchSize: 100 } }).toArray();
    expect(docs).to.have.length(750);
  });
});
