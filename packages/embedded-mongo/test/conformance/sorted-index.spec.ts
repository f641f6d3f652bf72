import { expect } from 'chai';
import fc from 'fast-check';
import type { Collection, Db, MongoClient } from 'mongodb';
import { cleanUp, connect, startTarget, type Target, type Doc } from '../support/target';

// A query that fixes a prefix of an index and sorts by the fields after it walks the index in order and
// stops at skip + limit. Whatever the writes, it must answer exactly what the same query answers without
// the index (the general filter-then-sort path), including documents with missing fields, mixed types
// and null, in both sort directions.
describe('conformance: index-ordered finds', function () {
  this.timeout(120_000);
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    target = await startTarget();
    client = await connect(target.uri);
    db = client.db(target.dbName('sorted'));
  });
  after(async () => {
    if (client) await cleanUp(target, client, 'sorted');
    await client?.close();
    await target?.stop();
  });

  const value = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom('a', 'b', 'c'),
    fc.constant(null),
    fc.date({ min: new Date('2026-01-01'), max: new Date('2026-01-05'), noInvalidDate: true }),
    fc.boolean()
  );
  const doc = fc.record(
    {
      g: fc.constantFrom('x', 'y'),
      s: fc.constantFrom('ok', 'no'),
      t: value,
      n: fc.integer({ min: 0, max: 5 })
    },
    { requiredKeys: ['g', 's'] }
  );
  const write = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), doc }),
    fc.record({ kind: fc.constant('update' as const), at: fc.nat(40), t: value }),
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(40) })
  );

  it('answers every prefix-equality + sort query as the unindexed path does', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { minLength: 5, maxLength: 40 }),
        fc.array(write, { maxLength: 20 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 8 }),
        async (docs, writes, skip, limit) => {
          run += 1;
          const indexed: Collection<Doc> = db.collection<Doc>(`indexed${run}`);
          const plain: Collection<Doc> = db.collection<Doc>(`plain${run}`);
          await indexed.createIndex({ g: 1, s: 1, t: -1, _id: -1 });
          for (const collection of [indexed, plain]) {
            await collection.insertMany(docs.map((d, i) => ({ _id: i, ...d })));
            let next = docs.length;
            for (const change of writes) {
              if (change.kind === 'insert') await collection.insertOne({ _id: next++, ...change.doc });
              else if (change.kind === 'update')
                await collection.updateOne(
                  { _id: change.at },
                  change.t === undefined ? { $unset: { t: '' } } : { $set: { t: change.t } }
                );
              else await collection.deleteOne({ _id: change.at });
            }
          }
          for (const [filter, sort] of [
            [
              { g: 'x', s: 'ok' },
              { t: -1, _id: -1 }
            ],
            [
              { g: 'y', s: 'ok', n: { $gte: 2 } },
              { t: 1, _id: 1 }
            ],
            [{ g: 'x' }, { s: 1, t: -1, _id: -1 }]
          ] as const) {
            const fromIndex = await indexed.find(filter).sort(sort).skip(skip).limit(limit).toArray();
            const fromScan = await plain.find(filter).sort(sort).skip(skip).limit(limit).toArray();
            expect(fromIndex, JSON.stringify({ filter, sort })).to.deep.equal(fromScan);
          }
          await indexed.drop();
          await plain.drop();
        }
      ),
      { numRuns: 60 }
    );
  });
});
