import { expect } from 'chai';
import { type Collection, type Db, type MongoClient } from 'mongodb';
import { closeTargetDb, openTargetDb, serverError, type Target, type Doc } from '../support/target';

describe('conformance: features a standalone without the index answers with an error', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let places: Collection<Doc>;
  before(async () => {
    ({ target, client, db } = await openTargetDb('unsupported'));
    places = db.collection<Doc>('places');
    await places.insertOne({
      _id: 1,
      text: 'hello world',
      loc: { type: 'Point', coordinates: [73.8, 18.5] }
    });
  });
  after(() => closeTargetDb(target, client, 'unsupported'));

  it('refuses a transaction on a standalone with IllegalOperation and writes nothing', async function () {
    // Against a real replica set the transaction would succeed: this is about a standalone.
    if (target.external) this.skip();
    const session = client.startSession();
    try {
      session.startTransaction();
      const err = await serverError(places.insertOne({ _id: 2 }, { session }));
      expect([err.code, err.codeName]).to.deep.equal([20, 'IllegalOperation']);
      expect(err.message).to.equal('Transaction numbers are only allowed on a replica set member or mongos');
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await places.countDocuments({ _id: 2 })).to.equal(0);
  });

  it('answers $text without a text index with IndexNotFound "text index required for $text query"', async () => {
    const err = await serverError(places.find({ $text: { $search: 'hello' } }).toArray());
    expect([err.code, err.codeName]).to.deep.equal([27, 'IndexNotFound']);
    expect(err.message).to.contain('text index required for $text query');
  });

  it('answers $near without a geospatial index with NoQueryExecutionPlans, never a result', async () => {
    const err = await serverError(
      places.find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [73.8, 18.5] } } } }).toArray()
    );
    expect([err.code, err.codeName]).to.deep.equal([291, 'NoQueryExecutionPlans']);
    expect(err.message).to.contain('unable to find index for $geoNear query');
  });

  it('refuses text and geospatial indexes it could not use, rather than accepting them silently', async function () {
    // A real MongoDB builds these indexes; the embedded server cannot answer queries that need them.
    if (target.external) this.skip();
    for (const key of [{ text: 'text' }, { loc: '2dsphere' }, { loc: '2d' }]) {
      const err = await serverError(places.createIndex(key as never));
      expect([err.code, err.codeName]).to.deep.equal([115, 'CommandNotSupported']);
    }
    expect((await places.listIndexes().toArray()).map((index) => index.name)).to.deep.equal(['_id_']);
  });
});
