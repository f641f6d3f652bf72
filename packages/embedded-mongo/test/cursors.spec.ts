import { expect } from 'chai';
import { Long } from 'bson';
import { CURSOR_IDLE_MS, CursorStore } from '../src/cursors';

describe('cursor store', () => {
  const docs = Array.from({ length: 5 }, (_, i) => ({ i }));

  it('hands out batches under an int64 id and forgets the cursor once exhausted', () => {
    const store = new CursorStore();
    const first = store.first('db.c', docs, 2);
    expect(first.cursor.firstBatch).to.deep.equal([{ i: 0 }, { i: 1 }]);
    expect(first.cursor.id).to.be.instanceOf(Long);
    const second = store.more(first.cursor.id, 2);
    expect(second.cursor.nextBatch).to.deep.equal([{ i: 2 }, { i: 3 }]);
    const last = store.more(first.cursor.id, 2);
    expect(last.cursor.nextBatch).to.deep.equal([{ i: 4 }]);
    expect(last.cursor.id.isZero()).to.equal(true);
    expect(store.count).to.equal(0);
  });

  it('does not keep a cursor for singleBatch or fully returned results', () => {
    const store = new CursorStore();
    expect(store.first('db.c', docs, 2, true).cursor.id.isZero()).to.equal(true);
    expect(store.first('db.c', docs).cursor.id.isZero()).to.equal(true);
    expect(store.count).to.equal(0);
  });

  it('reaps cursors idle for longer than the timeout', () => {
    const store = new CursorStore();
    const { cursor } = store.first('db.c', docs, 1);
    store.reapIdle(Date.now() + CURSOR_IDLE_MS / 2);
    expect(store.count).to.equal(1);
    store.reapIdle(Date.now() + CURSOR_IDLE_MS + 1000);
    expect(store.count).to.equal(0);
    expect(() => store.more(cursor.id)).to.throw(/not found/);
  });
});
