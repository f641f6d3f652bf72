import { expect } from 'chai';
import { Collection } from '../src/storage/collection';

describe('partial-index candidates', () => {
  const PENDING = { 'pendingEvents.id': { $exists: true } };
  const collection = () => {
    const c = new Collection('db', 'interests', {}, () => undefined);
    c.createIndex({
      key: { 'pendingEvents.id': 1 },
      name: 'outbox_pending',
      partialFilterExpression: PENDING
    });
    for (let i = 0; i < 100; i += 1)
      c.insert({ _id: i, pendingEvents: i % 25 === 0 ? [{ id: `e${i}` }] : [] });
    return c;
  };
  const ids = (docs: Record<string, unknown>[]) => docs.map((doc) => doc._id);

  it('starts a query that states the partial filter from the documents the index holds', () => {
    expect(ids(collection().candidates({ ...PENDING }))).to.deep.equal([0, 25, 50, 75]);
    expect(ids(collection().candidates({ ...PENDING, other: 1 }))).to.deep.equal([0, 25, 50, 75]);
  });

  it('follows writes: a document joins when its events arrive and leaves when they are gone or it is deleted', () => {
    const c = collection();
    c.replace({ _id: 3, pendingEvents: [{ id: 'e3' }] });
    c.replace({ _id: 25, pendingEvents: [] });
    c.remove(50);
    expect(ids(c.candidates({ ...PENDING })).sort((a, b) => Number(a) - Number(b))).to.deep.equal([0, 3, 75]);
  });

  it('scans as before when the filter does not state the partial filter as written', () => {
    expect(collection().candidates({ 'pendingEvents.0': { $exists: true } })).to.have.length(100);
    expect(collection().candidates({ 'pendingEvents.id': { $exists: false } })).to.have.length(100);
  });
});
