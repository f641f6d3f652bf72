import { expect } from 'chai';
import { Collection } from '../src/storage/collection';

describe('index-ordered candidates', () => {
  const collection = () => {
    const c = new Collection('db', 'members', {}, () => undefined);
    c.createIndex({ key: { gender: 1, status: 1, createdAt: 1, _id: 1 } });
    for (let i = 0; i < 10; i += 1)
      c.insert({
        _id: i,
        gender: i % 2 ? 'f' : 'm',
        status: 'ok',
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 7) % 10)))
      });
    return c;
  };
  const ids = (docs: Iterable<Record<string, unknown>> | undefined) =>
    docs ? [...docs].map((doc) => doc._id) : undefined;

  it('walks the documents of an equality prefix in sort order, forwards or backwards', () => {
    const c = collection();
    expect(ids(c.orderedCandidates({ gender: 'f', status: 'ok' }, { createdAt: 1, _id: 1 }))).to.deep.equal([
      3, 9, 5, 1, 7
    ]);
    expect(
      ids(
        c.orderedCandidates(
          { gender: 'f', status: 'ok', createdAt: { $gte: new Date(0) } },
          { createdAt: -1, _id: -1 }
        )
      )
    ).to.deep.equal([7, 1, 5, 9, 3]);
  });

  it('follows writes: updates move a document, deletes drop it', () => {
    const c = collection();
    c.replace({ _id: 7, gender: 'f', status: 'ok', createdAt: new Date(Date.UTC(2025, 0, 1)) });
    c.remove(5);
    expect(ids(c.orderedCandidates({ gender: 'f', status: 'ok' }, { createdAt: 1, _id: 1 }))).to.deep.equal([
      7, 3, 9, 1
    ]);
  });

  it('declines a sort the index does not continue with, mixed directions, a range on the prefix, or an array value', () => {
    const c = collection();
    expect(c.orderedCandidates({ gender: 'f' }, { createdAt: 1 })).to.equal(undefined);
    expect(c.orderedCandidates({ gender: 'f', status: 'ok' }, { createdAt: 1, _id: -1 })).to.equal(undefined);
    expect(c.orderedCandidates({ gender: { $in: ['f', 'm'] }, status: 'ok' }, { createdAt: 1 })).to.equal(
      undefined
    );
    c.insert({ _id: 99, gender: 'f', status: 'ok', createdAt: [new Date(0)] });
    expect(c.orderedCandidates({ gender: 'f', status: 'ok' }, { createdAt: 1, _id: 1 })).to.equal(undefined);
    c.remove(99);
    expect(ids(c.orderedCandidates({ gender: 'f', status: 'ok' }, { createdAt: 1, _id: 1 }))).to.have.length(
      5
    );
  });
});
