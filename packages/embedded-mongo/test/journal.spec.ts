import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { Catalog } from '../src/storage/catalog';
import { Journal } from '../src/storage/journal';

describe('journal', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-journal-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('compacts while running once rewrites pile up, and replays to the same state', async () => {
    const catalog = new Catalog();
    const journal = await Journal.open(dir, catalog, { compactAfterRecords: 100 });
    const counters = catalog.ensure('app', 'counters');
    for (let i = 0; i < 20; i++) counters.insert({ _id: i, n: 0 }, i === 0 ? { n: 'double' } : undefined);
    await journal.flush();
    let largest = 0;
    for (let round = 1; round <= 30; round++) {
      for (let i = 0; i < 20; i++)
        counters.replace({ _id: i, n: round }, i === 0 ? { n: 'double' } : undefined);
      await journal.flush();
      largest = Math.max(largest, statSync(join(dir, 'journal.bson')).size);
    }
    const finalSize = statSync(join(dir, 'journal.bson')).size;
    await journal.close();
    // 620 records were written; after compaction the file holds about one per live document.
    expect(finalSize).to.be.lessThan(largest);

    const replayed = new Catalog();
    const reopened = await Journal.open(dir, replayed);
    const docs = replayed.get('app', 'counters')!.documents();
    expect(docs).to.have.length(20);
    expect(docs.every((doc) => doc.n === 30)).to.equal(true);
    expect(replayed.get('app', 'counters')!.hintsOf(docs[0]!)).to.deep.equal({ n: 'double' });
    await reopened.close();
  });
});
