import { expect } from 'chai';
import { buildPageMeta, tagSelector, type PageLanguage } from '../src/meta/page-meta';

const alternates = [
  { hreflang: 'en-IN', prefix: '' },
  { hreflang: 'hi-IN', prefix: '/hi' },
  { hreflang: 'ta-IN', prefix: '/ta' },
  { hreflang: 'x-default', prefix: '' }
];
const hindi: PageLanguage = { prefix: '/hi', ogLocale: 'hi_IN', alternates };
const site = { siteUrl: 'https://shaadi.example/', siteName: 'Matrimony', language: hindi };

function links(path: string, robots?: 'noindex') {
  const meta = buildPageMeta({ title: 'हमारे बारे में', description: 'x', path, robots }, site);
  return {
    canonical: meta.tags.find((tag) => tag.kind === 'link' && tag.rel === 'canonical'),
    alternates: meta.tags.flatMap((tag) =>
      tag.kind === 'link' && tag.rel === 'alternate' ? [[tag.hreflang, tag.href]] : []
    ),
    ogLocale: meta.tags.find((tag) => tag.kind === 'meta' && tag.key === 'og:locale')
  };
}

describe('page metadata per language', () => {
  it("gives a Hindi page its own canonical and every language's URL", () => {
    const about = links('/about');
    expect(about.canonical).to.deep.include({ href: 'https://shaadi.example/hi/about' });
    expect(about.alternates).to.deep.equal([
      ['en-IN', 'https://shaadi.example/about'],
      ['hi-IN', 'https://shaadi.example/hi/about'],
      ['ta-IN', 'https://shaadi.example/ta/about'],
      ['x-default', 'https://shaadi.example/about']
    ]);
    expect(about.ogLocale).to.deep.include({ content: 'hi_IN' });
  });

  it('writes the landing page as /hi and / ', () => {
    const landing = links('/');
    expect(landing.canonical).to.deep.include({ href: 'https://shaadi.example/hi' });
    expect(landing.alternates[0]).to.deep.equal(['en-IN', 'https://shaadi.example/']);
  });

  it('gives pages kept out of search engines no alternates', () => {
    expect(links('/nope', 'noindex').alternates).to.deep.equal([]);
  });

  it('finds each alternate link by its hreflang', () => {
    expect(
      tagSelector({ kind: 'link', rel: 'alternate', hreflang: 'ta-IN', href: 'https://shaadi.example/ta' })
    ).to.equal('link[rel="alternate"][hreflang="ta-IN"]');
  });
});
