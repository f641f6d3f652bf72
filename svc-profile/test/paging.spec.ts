import { expect } from 'chai';
import { pageWithTotal } from '../src/store/paging';

describe('list pages and their totals', () => {
  const listOf = (n: number) => () => Promise.resolve(Array.from({ length: n }, (_, i) => i));
  const counter = (total: number) => {
    const calls = { count: 0 };
    return { calls, count: () => Promise.resolve((calls.count += 1) && total) };
  };

  it('takes the total from a page that ends the list, without counting', async () => {
    const first = counter(7);
    expect(await pageWithTotal({ skip: 0, limit: 20 }, listOf(7), first.count)).to.deep.include({ total: 7 });
    const later = counter(27);
    expect(await pageWithTotal({ skip: 20, limit: 20 }, listOf(7), later.count)).to.deep.include({
      total: 27
    });
    const empty = counter(0);
    expect(await pageWithTotal({ skip: 0, limit: 20 }, listOf(0), empty.count)).to.deep.include({ total: 0 });
    expect(first.calls.count + later.calls.count + empty.calls.count).to.equal(0);
  });

  it('counts when the page is full or lies past the end', async () => {
    const full = counter(45);
    expect(await pageWithTotal({ skip: 0, limit: 20 }, listOf(20), full.count)).to.deep.include({
      total: 45
    });
    const past = counter(12);
    expect(await pageWithTotal({ skip: 40, limit: 20 }, listOf(0), past.count)).to.deep.include({
      total: 12
    });
    expect(full.calls.count + past.calls.count).to.equal(2);
  });
});
