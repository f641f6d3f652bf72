import { expect } from 'chai';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@matrimony/resilience';
import { appendHistory, HISTORY_FILE, historyLine } from '../src/history';

describe('bench history (one line per run)', () => {
  it('keeps the commit, the groups, the load, the verdict and every measured value, listing what was missing', () => {
    const line = historyLine(
      repoRoot,
      ['connections'],
      1.234,
      {
        'connections.interest-send.p95-ms': { value: 77.456 },
        'search.20000.match.p97_5-ms': { missing: 'not measured' }
      },
      false,
      new Date('2026-11-26T07:00:00Z')
    );
    expect(line).to.include({ date: '2026-11-26T07:00:00.000Z', passed: false });
    expect(line.commit).to.match(/^[0-9a-f]{7,}$/);
    expect(line.groups).to.deep.equal(['connections']);
    expect(line.load.start).to.equal(1.23);
    expect(line.figures).to.deep.equal({ 'connections.interest-send.p95-ms': 77.46 });
    expect(line.missing).to.deep.equal(['search.20000.match.p97_5-ms']);
  });

  it('appends, never rewrites', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    const line = historyLine(repoRoot, ['api'], 0, {}, true);
    appendHistory(dir, line);
    appendHistory(dir, { ...line, passed: false });
    const lines = readFileSync(join(dir, HISTORY_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { passed: boolean });
    expect(lines.map((entry) => entry.passed)).to.deep.equal([true, false]);
  });
});
