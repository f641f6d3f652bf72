import { expect } from 'chai';
import { buildPageMeta, normalizePath, type MetaTag } from '../src/meta/page-meta';
import { PageMeta, SiteMetaProvider } from '../src/meta/PageMeta';
import { render } from './render';

const site = { siteUrl: 'https://shaadi.example/', siteName: 'Matrimony' };

function content(tags: MetaTag[], key: string): string | undefined {
  const tag = tags.find((candidate) =>
    candidate.kind === 'link' ? candidate.rel === key : candidate.key === key
  );
  if (!tag) return undefined;
  return tag.kind === 'link' ? tag.href : tag.content;
}

describe('page metadata', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = buildPageMeta({ title: 'About Us', description: 'Who we are.', path: '/about' }, site);
    expect(meta.title).to.equal('About Us | Matrimony');
    expect(content(meta.tags, 'description')).to.equal('Who we are.');
    expect(content(meta.tags, 'canonical')).to.equal('https://shaadi.example/about');
    expect(content(meta.tags, 'og:url')).to.equal('https://shaadi.example/about');
    expect(content(meta.tags, 'og:title')).to.equal('About Us | Matrimony');
    expect(content(meta.tags, 'og:description')).to.equal('Who we are.');
    expect(content(meta.tags, 'twitter:card')).to.equal('summary');
    expect(content(meta.tags, 'twitter:title')).to.equal('About Us | Matrimony');
    expect(content(meta.tags, 'robots')).to.equal('index, follow');
  });

  it('marks noindex pages', () => {
    const meta = buildPageMeta(
      { title: 'Oops! Page not found', description: 'x', path: '/nope', robots: 'noindex' },
      site
    );
    expect(content(meta.tags, 'robots')).to.equal('noindex, nofollow');
  });

  it('does not repeat the site name in its own title', () => {
    expect(buildPageMeta({ title: 'Matrimony', description: 'x', path: '/' }, site).title).to.equal(
      'Matrimony'
    );
  });

  it('drops query, hash and trailing slashes from the canonical address', () => {
    expect(normalizePath('/contact/?utm=1#form')).to.equal('/contact');
    expect(normalizePath('')).to.equal('/');
    expect(normalizePath('about')).to.equal('/about');
    expect(
      content(buildPageMeta({ title: 'Home', description: 'x', path: '/' }, site).tags, 'canonical')
    ).to.equal('https://shaadi.example/');
  });

  it('adds a large social image when given one, made absolute', () => {
    const meta = buildPageMeta(
      { title: 'Stories', description: 'x', path: '/success-stories', image: '/og/stories.png' },
      site
    );
    expect(content(meta.tags, 'og:image')).to.equal('https://shaadi.example/og/stories.png');
    expect(content(meta.tags, 'twitter:card')).to.equal('summary_large_image');
  });

  it('renders the tags as elements, with the origin the provider gives', () => {
    const html = render(
      <SiteMetaProvider value={site}>
        <PageMeta title="Contact Us" description="Write to us." path="/contact" />
      </SiteMetaProvider>
    );
    expect(html).to.contain('<title>Contact Us | Matrimony</title>');
    expect(html).to.contain('<link rel="canonical" href="https://shaadi.example/contact"/>');
    expect(html).to.contain('<meta property="og:title" content="Contact Us | Matrimony"/>');
    expect(html).to.contain('<meta name="description" content="Write to us."/>');
    expect(html).to.contain('<meta name="robots" content="index, follow"/>');
  });
});
