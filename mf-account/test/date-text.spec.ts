import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every date a member reads goes through @matrimony/catalog/date-format; the browser's own toLocale* forms
// depend on its locale and zone.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDERS = [
  'mf-account/src',
  'mf-signup/src',
  'mf-public/src',
  'shell/src',
  'packages/ui/src',
  'packages/session/src',
  'svc-notify/src/templates'
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('date text', () => {
  it('no member-facing source writes a date with toLocaleDateString, toLocaleTimeString or toLocaleString', () => {
    const offending = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(ROOT, file)}:${index + 1}` }))
        .filter(
          ({ line }) =>
            /\.toLocale(Date|Time)String\(/.test(line) ||
            /(Date|At|date|time)\b[^;]*\.toLocaleString\(/.test(line)
        )
        .map(({ where }) => where)
    );
    expect(offending).to.deep.equal([]);
  });
});
