import { expect } from 'chai';
import { createHash } from 'node:crypto';
import {
  PRERENDER_GUARD_SCRIPT,
  contentSecurityPolicy,
  inlineScriptCspSource,
  pageFile,
  pageHtml,
  splitHead
} from '../scripts/html';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.1.js"></script>' +
  '<title data-prerender>Matrimony</title><meta data-prerender name="description" content="x"></head><body><div id="root"></div></body></html>';

describe('prerendered page HTML', () => {
  it('moves the page title and meta tags React emitted first into <head>', () => {
    const { head, body } = splitHead(
      '<title>About Us | Matrimony</title><meta name="robots" content="index, follow"/><link rel="canonical" href="https://m.example/about"/><header>h</header>'
    );
    expect(head).to.deep.equal([
      '<title>About Us | Matrimony</title>',
      '<meta name="robots" content="index, follow"/>',
      '<link rel="canonical" href="https://m.example/about"/>'
    ]);
    expect(body).to.equal('<header>h</header>');
  });

  it('puts head tags, styles and content into the template, replacing its defaults', () => {
    const html = pageHtml(template, {
      path: '/about',
      html: '<title>About Us | Matrimony</title><meta name="description" content="About"/><main><h1>About Us</h1></main>',
      styleTags: '<style data-styled="true" data-styled-version="6.1.19">.a{}</style>'
    });
    expect(html).to.not.contain('<title data-prerender>Matrimony</title>');
    expect(html).to.contain(
      '<title data-prerender>About Us | Matrimony</title><meta data-prerender name="description" content="About"/><style data-prerender>.a{}</style></head>'
    );
    // Renamed: the browser's styled-components must not adopt the prerender's rules.
    expect(html).to.not.contain('data-styled=');
    expect(html).to.contain(
      '<div id="root" data-prerendered-path="/about"><main><h1>About Us</h1></main></div>'
    );
    // The headline comes before the (deferred) app script runs, and the inline guard follows #root.
    expect(html.indexOf('<h1>About Us</h1>')).to.be.lessThan(html.indexOf(PRERENDER_GUARD_SCRIPT));
  });

  it('adds the font preload and @font-face to every page head, where no page cleanup removes them', () => {
    const fontHead =
      '<link rel="preload" href="/assets/inter.1.woff2" as="font" type="font/woff2" crossorigin><style>@font-face{}</style>';
    const html = pageHtml(template, { path: '/', html: '<h1>Hi</h1>', styleTags: '', fontHead });
    expect(html).to.contain(`${fontHead}</head>`);
  });

  it('turns Node-build asset URLs into site paths', () => {
    const html = pageHtml(template, {
      path: '/',
      html: '<img src="file:///mf/public/assets/a.1.jpg"/>',
      styleTags: ''
    });
    expect(html).to.contain('<img src="/mf/public/assets/a.1.jpg"/>');
  });

  it('writes the landing page as index.html and others in their folder', () => {
    expect(pageFile('/')).to.equal('index.html');
    expect(pageFile('/privacy-policy')).to.equal('privacy-policy/index.html');
  });

  it('states the CSP hash of the inline script it adds', () => {
    const html = pageHtml(template, { path: '/', html: '<h1>Hi</h1>', styleTags: '' });
    const inline = /<script>([^<]*)<\/script>/.exec(html)![1]!;
    expect(inlineScriptCspSource()).to.equal(
      `'sha256-${createHash('sha256').update(inline).digest('base64')}'`
    );
  });

  it('refuses a template without the app root', () => {
    expect(() => pageHtml('<html><body></body></html>', { path: '/', html: '', styleTags: '' })).to.throw(
      'root'
    );
  });
});

describe('content security policy', () => {
  it('allows scripts from the site, the one inline script and Razorpay’s checkout only; no plugins, no framing of the site', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy()
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)])
    );
    expect(directives['script-src']).to.have.length(3);
    expect(directives['script-src']).to.include.members(["'self'", 'https://checkout.razorpay.com']);
    expect(directives['frame-src']).to.deep.equal(['https://api.razorpay.com']);
    expect(directives['object-src']).to.deep.equal(["'none'"]);
    expect(directives['frame-ancestors']).to.deep.equal(["'none'"]);
    expect(directives['connect-src']).to.deep.equal(["'self'"]);
  });
});
