import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brokenReferencesIn, markdownFiles } from './support/markdown-links';
import { repoDir } from './support/render';

describe('Markdown links and paths', () => {
  it('every relative link and repository path in a tracked Markdown file exists', () => {
    const files = markdownFiles(repoDir);
    expect(files, 'the Markdown files were found').to.include('README.md');
    const broken = files.flatMap((file) => brokenReferencesIn(repoDir, file));
    expect(broken.map((b) => `${b.file}:${b.line}: ${b.kind} ${b.target}`)).to.deep.equal([]);
  });

  describe('the checker', () => {
    let dir: string;
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    const targets = (file: string) => brokenReferencesIn(dir, file).map((b) => `${b.kind} ${b.target}`);

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'markdown-links-'));
      write('package.json', '{}');
      write('docs/rules.md', '# Rules\n');
      write('svc-x/package.json', '{}');
      write('svc-x/src/app.ts', '');
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('accepts links relative to the file, anchors, URLs and paths from the file or its workspace', () => {
      write(
        'svc-x/README.md',
        [
          'See [rules](../docs/rules.md#who-sees-what), [top](#top), [site](https://example.in/x.md),',
          '[mail](mailto:a@example.in), `src/app.ts`, `svc-x/src/app.ts`, `docs/rules.md#rules`,',
          '`test/<name>.spec.ts`, `@matrimony/catalog/constants`, `/api/docs`, `node_modules/x/y.js`.',
          '```',
          'src/not-checked-in-a-code-block.ts [x](missing.md)',
          '```'
        ].join('\n')
      );
      expect(targets('svc-x/README.md')).to.deep.equal([]);
    });

    it('reports a link to a missing file and a path that exists nowhere', () => {
      write(
        'svc-x/README.md',
        'See [rules](../docs/missing.md#rules), `src/events/expiry-job.ts` and [ref].\n\n[ref]: ./gone.md\n'
      );
      expect(targets('svc-x/README.md')).to.deep.equal([
        'link ../docs/missing.md#rules',
        'path src/events/expiry-job.ts',
        'link ./gone.md'
      ]);
    });
  });
});
