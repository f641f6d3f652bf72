import { expect } from 'chai';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderRemote, type PrerenderedIndex } from '@matrimony/prerender';

// The real post-build step (its Node build of scripts/prerender-entry.tsx), into a scratch directory.
describe('prerendered pages per language', function () {
  this.timeout(180_000);
  let distDir: string;
  let index: PrerenderedIndex;
  const read = (file: string) => readFile(path.join(distDir, 'prerendered', file), 'utf8');

  before(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'mf-public-prerender-'));
    index = await prerenderRemote({
      dir: path.resolve(import.meta.dirname, '..'),
      mount: '/mf/public/',
      distDir,
      log: () => undefined
    });
  });

  after(() => rm(distDir, { recursive: true, force: true }));

  it('writes every page in English, Hindi and Tamil at its own path', () => {
    for (const page of ['/', '/about', '/contact'])
      for (const prefix of ['', '/hi', '/ta'])
        expect(index.pages).to.have.property(prefix && page === '/' ? prefix : `${prefix}${page}`);
    expect(index.pages['/hi/about']).to.include({
      body: 'hi/about.html',
      head: 'hi/about.head.html',
      locale: 'hi'
    });
    expect(index.pages['/ta']).to.include({ body: 'ta.html', locale: 'ta' });
  });

  it('renders the Hindi and Tamil pages in their language, links staying under their prefix', async () => {
    const hindi = await read('hi.html');
    expect(hindi).to.match(/[\u0900-\u097F]{3}/);
    expect(hindi).not.to.contain('Sign up for Free');
    expect(hindi).to.contain('href="/hi/about"');
    expect(hindi).not.to.match(/href="\/(about|signup)"/);
    const tamil = await read('ta.html');
    expect(tamil).to.match(/[\u0B80-\u0BFF]{3}/);
    expect(tamil).to.contain('href="/ta/about"');
    expect(await read('index.html')).to.contain('Sign up for Free');
  });

  it("heads each page with its own canonical and every language's URL", async () => {
    const head = await read('ta/about.head.html');
    expect(head).to.contain(
      '<link data-prerender rel="canonical" href="https://matrimony.example/ta/about"/>'
    );
    for (const [hreflang, url] of [
      ['en-IN', 'https://matrimony.example/about'],
      ['hi-IN', 'https://matrimony.example/hi/about'],
      ['ta-IN', 'https://matrimony.example/ta/about'],
      ['x-default', 'https://matrimony.example/about']
    ])
      expect(head).to.contain(`<link data-prerender rel="alternate" hreflang="${hreflang}" href="${url}"/>`);
    expect(head).to.contain('<meta data-prerender property="og:locale" content="ta_IN"/>');
    expect(await read('about.head.html')).to.contain(
      'rel="alternate" hreflang="hi-IN" href="https://matrimony.example/hi/about"'
    );
  });

  it("lists every indexed page's three URLs in its sitemap entries", async () => {
    const sitemap = await read('sitemap.xml');
    for (const url of ['/about', '/hi/about', '/ta/about', '/', '/hi', '/ta'])
      expect(sitemap).to.contain(`<url><loc>https://matrimony.example${url}</loc>`);
    expect(sitemap).to.contain('hreflang="ta-IN" href="https://matrimony.example/ta/about"');
  });
});
