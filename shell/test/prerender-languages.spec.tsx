import { expect } from 'chai';
import { useLocation } from 'react-router';
import { setLocale } from '@matrimony/i18n';
import { composeDocument, sitemapDocument } from '@matrimony/prerender';
import { languageUrlTarget } from '../src/app/page-language';
import { renderPage } from '../src/prerender/render-page';
import { CONTENT_SLOT_ID } from '../scripts/content-slot';
import { pageDocument, pageFile } from '../scripts/html';

const remotes = [
  { name: 'mfPublic', entry: '/mf/public/mf-manifest.json', routes: ['/', '/about', '/contact'] },
  { name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/dashboard'] }
];

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="router path">{pathname}</output>;
}

describe('public pages per language at their own URL', () => {
  afterEach(() => setLocale('en', { remember: false }));

  it('sends the Language select’s choice to the same page’s URL in that language; members’ pages keep their path', () => {
    expect(languageUrlTarget('public', 'hi', 'ta', '/hi/about?x=1#top')).to.equal('/ta/about?x=1#top');
    expect(languageUrlTarget('public', 'hi', 'en', '/hi')).to.equal('/');
    expect(languageUrlTarget('visitor', 'en', 'hi', '/signin')).to.equal('/hi/signin');
    expect(languageUrlTarget('public', 'ta', 'ta', '/ta/contact')).to.equal(null);
    expect(languageUrlTarget('member', 'hi', 'hi', '/hi/dashboard')).to.equal('/dashboard');
    expect(languageUrlTarget('member', 'en', 'hi', '/dashboard')).to.equal(null);
  });

  it('prerenders the layout of /hi/about in Hindi, its links under /hi/', async () => {
    const { html } = await renderPage({
      path: '/about',
      remotes,
      routesByRemote: { mfPublic: [{ path: '/about', access: 'public', Component: () => <Where /> }] },
      locale: 'hi'
    });
    expect(html).to.contain('>/about</output>');
    expect(html).to.match(/href="\/hi\/signup"/);
    expect(html).not.to.match(/href="\/signup"/);
  });

  it('writes /hi/about’s document with <html lang="hi-IN"> including the Hindi fragments', async () => {
    const template =
      '<!doctype html><html lang="en"><head><title data-prerender>Matrimony</title></head><body><div id="root"></div></body></html>';
    const layout = { html: `<main><template id="${CONTENT_SLOT_ID}"></template></main>`, styleTags: '' };
    const document = pageDocument(template, {
      path: '/hi/about',
      mount: '/mf/public/',
      layout,
      lang: 'hi-IN'
    });
    expect(pageFile('/hi/about')).to.equal('hi/about/index.html');
    expect(pageFile('/hi')).to.equal('hi/index.html');
    const html = await composeDocument(document, async (url) =>
      url === '/mf/public/prerendered/hi/about.html'
        ? '<h1>हमारे बारे में</h1>'
        : url.endsWith('.head.html')
          ? ''
          : undefined
    );
    expect(html).to.contain('<html lang="hi-IN">');
    expect(html).to.contain('data-prerendered-path="/hi/about"><main><h1>हमारे बारे में</h1></main>');
  });

  it('composes the sitemap from every remote’s entries', async () => {
    const xml = await composeDocument(sitemapDocument(['/mf/public/', '/mf/signup/']), async (url) =>
      url === '/mf/public/prerendered/sitemap.xml'
        ? '<url><loc>https://matrimony.example/hi/about</loc></url>\n'
        : undefined
    );
    expect(xml).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).to.contain('<url><loc>https://matrimony.example/hi/about</loc></url>');
    expect(xml).to.match(/<\/urlset>\n$/);
  });
});
