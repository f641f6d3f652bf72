import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'chai';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileCatalogue } from './compile';
import { LOCALE_CODES } from './codes';
import { richTagNames } from './rich-tags';

/**
 * The placeholders a message uses (`{price}`, a plural's `{count, plural, ...}`), which every translation must keep;
 * read from the compiled message, so a plural form's own text (`one {New reply}`) is never taken for one.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object')
        for (const form of Object.values(format)) if (Array.isArray(form)) visit(form as CompiledMessage);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

/** Every `messages/` folder under `dir` that holds an English catalogue. */
export function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.name === 'messages' && readdirSync(path).includes('en.json')) found.push(path);
    found.push(...catalogueFolders(path));
  }
  return found;
}

function readCatalogue(folder: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
}

/**
 * Mocha suites for every catalogue under `srcDir`: each locale has exactly English's ids, keeps each message's
 * placeholders and `<tags>` (what `rich` turns into elements), and compiles. One call per package's spec covers catalogues added later.
 */
export function describeCatalogues(srcDir: string): void {
  const folders = catalogueFolders(srcDir);
  describe(`message catalogues under ${relative(process.cwd(), srcDir) || '.'}`, () => {
    it('exist', () => expect(folders).to.not.be.empty);
    for (const folder of folders) {
      const name = relative(srcDir, folder);
      const en = readCatalogue(folder, 'en');
      for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
        it(`${name}: ${locale} has every English id and no other, with the same placeholders, and compiles`, () => {
          const catalogue = readCatalogue(folder, locale);
          expect(Object.keys(catalogue).sort()).to.deep.equal(Object.keys(en).sort());
          for (const [id, message] of Object.entries(en)) {
            expect(placeholders(catalogue[id] ?? ''), id).to.deep.equal(placeholders(message));
            expect(richTagNames(catalogue[id] ?? ''), `${id}: its <tags>`).to.deep.equal(
              richTagNames(message)
            );
          }
          expect(() => compileCatalogue(catalogue)).to.not.throw();
          expect(() => compileCatalogue(en)).to.not.throw();
        });
      }
    }
  });
}
