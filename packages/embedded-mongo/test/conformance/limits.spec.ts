import { expect } from 'chai';
import { type Db, type MongoClient } from 'mongodb';
import { closeTargetDb, openTargetDb, serverError, type Target, type Doc } from '../support/target';

const MAX_BSON_BYTES = 16 * 1024 * 1024;

describe('conformance: namespace errors and document size', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  before(async () => {
    ({ target, client, db } = await openTargetDb('limits'));
  });
  after(() => closeTargetDb(target, client, 'limits'));

  it('drop of a missing collection answers NamespaceNotFound "ns not found", which driver 6 passes on', async () => {
    const command = await serverError(db.command({ drop: 'never_created' }));
    expect([command.code, command.codeName, command.message]).to.deep.equal([
      26,
      'NamespaceNotFound',
      'ns not found'
    ]);
    const viaCollection = await serverError(db.collection<Doc>('never_created').drop());
    expect(viaCollection.code).to.equal(26);
  });

  it('refuses documents over 16 MiB of BSON on insert and update', async () => {
    const big = db.collection<Doc>('big');
    // The string's bytes alone are the limit: with the _id and field name the document is just over it.
    const inserted = await serverError(big.insertOne({ _id: 1, s: 'x'.repeat(MAX_BSON_BYTES) }));
    expect(inserted.code).to.be.oneOf([2, 10334]);
    expect(await big.countDocuments({ _id: 1 })).to.equal(0);

    await big.insertOne({ _id: 2, a: 'y'.repeat(MAX_BSON_BYTES / 2) });
    const updated = await serverError(
      big.updateOne({ _id: 2 }, { $set: { b: 'z'.repeat(MAX_BSON_BYTES / 2) } })
    );
    expect([updated.code, updated.codeName]).to.deep.equal([10334, 'BSONObjectTooLarge']);
    expect((await big.findOne({ _id: 2 }))?.b).to.equal(undefined);
  });

  it("create with capped: true and no size answers InvalidOptions \"the 'size' field is required when 'capped' is true\"", async () => {
    const err = await serverError(db.command({ create: 'capped_without_size', capped: true }));
    expect([err.code, err.codeName, err.message]).to.deep.equal([
      72,
      'InvalidOptions',
      "the 'size' field is required when 'capped' is true"
    ]);
    expect(await db.listCollections({ name: 'capped_without_size' }).toArray()).to.deep.equal([]);
  });
});
