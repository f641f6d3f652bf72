// Usage: npx tsx bin/compare-lgd.ts <lgd-districts.csv>
// Prints what differs between src/data/india-states-districts.json and an LGD download.
import { readFileSync } from 'node:fs';
import { LOCATIONS } from '../src/options/locations';
import { diffWithLgd, parseLgdDistrictCsv } from './lgd-diff';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npx tsx bin/compare-lgd.ts <lgd-districts.csv>');
  process.exit(2);
}
const diff = diffWithLgd(LOCATIONS, parseLgdDistrictCsv(readFileSync(file, 'utf8')));
console.log(JSON.stringify(diff, null, 2));
const differences =
  diff.added.length + diff.removed.length + diff.movedState.length + diff.withoutCode.length;
console.log(`${differences} differences to resolve, ${diff.renamed.length} spellings to review.`);
process.exit(differences === 0 ? 0 : 1);
