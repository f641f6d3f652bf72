import { readFile } from 'node:fs/promises';
import { expect } from 'chai';

// Module Federation shares `@matrimony/i18n` and `@matrimony/i18n/react` as separate modules: a relative import of
// the runtime from the React entry would bundle a second runtime into it, with its own locale and catalogues.
describe('the React entry', () => {
  for (const file of ['react.tsx', 'hooks.ts', 'LanguageSwitcher.tsx'])
    it(`${file} reaches the runtime through the shared package name`, async () => {
      const source = await readFile(new URL(`../src/${file}`, import.meta.url), 'utf8');
      expect(source).to.not.match(/from '\.\/(runtime|locales|index)'/);
    });
});
