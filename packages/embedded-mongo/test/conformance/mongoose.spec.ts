import { expect } from 'chai';
import mongoose, { Schema, type Connection } from 'mongoose';
import { startTarget, type Target } from '../support/target';

const profileSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    phone: { type: String, index: { unique: true, sparse: true } },
    name: String,
    age: Number,
    interests: [String],
    address: { city: String, state: String }
  },
  { timestamps: true }
);
profileSchema.index({ 'address.state': 1, age: -1 });

const likeSchema = new Schema({ from: String, to: String });
likeSchema.index({ from: 1, to: 1 }, { unique: true });

describe('conformance: mongoose models', () => {
  let target: Target;
  let connection: Connection;
  before(async () => {
    target = await startTarget();
    connection = await mongoose
      .createConnection(target.uri, { dbName: target.dbName('mongoose'), serverSelectionTimeoutMS: 5000 })
      .asPromise();
    ({ Profile, Like } = models(connection));
  });
  after(async () => {
    if (target?.external) await connection?.dropDatabase();
    await connection?.close();
    await target?.stop();
  });

  const models = (c: Connection) => ({
    Profile: c.model('Profile', profileSchema),
    Like: c.model('Like', likeSchema)
  });
  let Profile: ReturnType<typeof models>['Profile'];
  let Like: ReturnType<typeof models>['Like'];

  it('creates the schema indexes on connect', async () => {
    await Profile.init();
    const names = (await Profile.collection.listIndexes().toArray()).map((i) => i.name);
    expect(names).to.have.members(['_id_', 'email_1', 'phone_1', 'address.state_1_age_-1']);
  });

  it('creates, saves with array changes, and reads back', async () => {
    const asha = await Profile.create({
      email: 'asha@x.in',
      name: 'Asha',
      age: 29,
      address: { city: 'Pune', state: 'MH' }
    });
    asha.interests.push('music', 'travel');
    asha.age = 30;
    await asha.save();
    const found = await Profile.findOne({ email: 'asha@x.in' }).lean();
    expect(found).to.deep.include({ name: 'Asha', age: 30, interests: ['music', 'travel'], __v: 1 });
    expect(found?.createdAt).to.be.instanceOf(Date);
  });

  it('reports duplicate keys as E11000 from create, updateOne and findOneAndUpdate', async () => {
    await Profile.create({ email: 'ravi@x.in', phone: '+91 98' });
    const fromCreate = await Profile.create({ email: 'ravi@x.in' }).catch((e: unknown) => e);
    expect(fromCreate).to.have.property('code', 11000);
    const fromUpdate = await Profile.updateOne({ email: 'asha@x.in' }, { $set: { phone: '+91 98' } }).catch(
      (e: unknown) => e
    );
    expect(fromUpdate).to.have.property('code', 11000);
    const fromFindAndModify = await Profile.findOneAndUpdate(
      { email: 'asha@x.in' },
      { email: 'ravi@x.in' }
    ).catch((e: unknown) => e);
    expect(fromFindAndModify).to.have.property('code', 11000);
    expect(fromFindAndModify).to.have.deep.property('keyValue', { email: 'ravi@x.in' });
  });

  it('upserts through findOneAndUpdate with $setOnInsert', async () => {
    const created = await Profile.findOneAndUpdate(
      { email: 'new@x.in' },
      { $set: { name: 'New' }, $setOnInsert: { age: 40 } },
      { upsert: true, new: true }
    );
    expect(created?.toObject()).to.deep.include({ email: 'new@x.in', name: 'New', age: 40 });
    const again = await Profile.findOneAndUpdate(
      { email: 'new@x.in' },
      { $set: { name: 'Newer' }, $setOnInsert: { age: 1 } },
      { upsert: true, new: true }
    );
    expect(again?.age).to.equal(40);
    expect(again?.name).to.equal('Newer');
  });

  it('queries with sort, skip, limit, select, countDocuments and estimatedDocumentCount', async () => {
    const names = await Profile.find({ age: { $gte: 30 } })
      .sort({ age: -1 })
      .select('name -_id')
      .lean();
    expect(names).to.deep.equal([{ name: 'Newer' }, { name: 'Asha' }]);
    expect(await Profile.countDocuments({ age: { $gte: 30 } })).to.equal(2);
    expect(await Profile.estimatedDocumentCount()).to.equal(3);
    expect(
      await Profile.find().sort({ email: 1 }).skip(1).limit(1).distinct('email')
    ).to.have.length.greaterThan(0);
  });

  it('deletes and aggregates', async () => {
    const byState = await Profile.aggregate<{ _id: string; n: number }>([
      { $match: { 'address.state': 'MH' } },
      { $group: { _id: '$address.state', n: { $sum: 1 } } }
    ]);
    expect(byState).to.deep.equal([{ _id: 'MH', n: 1 }]);
    expect((await Profile.deleteOne({ email: 'new@x.in' })).deletedCount).to.equal(1);
    expect(await Profile.exists({ email: 'new@x.in' })).to.equal(null);
  });

  it('enforces compound unique schema indexes', async () => {
    await Like.init();
    await Like.create({ from: 'a', to: 'b' });
    await Like.create({ from: 'b', to: 'a' });
    const err = await Like.create({ from: 'a', to: 'b' }).catch((e: unknown) => e);
    expect(err).to.have.property('code', 11000);
    expect(await Like.countDocuments()).to.equal(2);
  });
});
