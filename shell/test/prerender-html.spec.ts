import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { composeDocument } from '@matrimony/prerender';
import { CONTENT_SLOT_ID } from '../scripts/content-slot';
import {
  PRERENDER_GUARD_SCRIPT,
  contentSecurityPolicy,
  inlineScriptCspSource,
  pageDocument,
  pageFile
} from '../scripts/html';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.1.js"></script>' +
  '<title data-prerender>Matrimony</title><meta data-prerender name="description" content="x"></head><body><div id="root"></div></body></html>';

const layout = {
  html: `<header>h</header><main id="main"><template id="${CONTENT_SLOT_ID}"></template></main>`,
  styleTags: '<style data-styled="true" data-styled-version="6.1.19">.header{}</style>'
};

const aboutFragments: Record<string, string> = {
  '/mf/public/prerendered/about.head.html':
    '<title data-prerender>About Us | Matrimony</title><meta data-prerender name="description" content="About"/><style data-prerender>.a{}</style>',
  '/mf/public/prerendered/about.html': '<h1>About Us</h1>'
};

const served = (document: string, fragments: Record<string, string>) =>
  composeDocument(document, async (url) => fragments[url]);

describe('prerendered page documents', () => {
  const document = pageDocument(template, { path: '/about', mount: '/mf/public/', layout });

  it('includes the remote’s head and body fragments inside the shell’s layout, replacing the defaults', async () => {
    const html = await served(document, aboutFragments);
    expect(html).to.not.contain('<title data-prerender>Matrimony</title>');
    expect(html).to.contain(
      '<style data-prerender>.header{}</style><title data-prerender>About Us | Matrimony</title><meta data-prerender name="description" content="About"/><style data-prerender>.a{}</style></head>'
    );
    // Renamed: the browser's styled-components must not adopt the prerender's rules.
    expect(html).to.not.contain('data-styled=');
    expect(html).to.contain(
      '<div id="root" data-prerendered-path="/about"><header>h</header><main id="main"><h1>About Us</h1></main></div>'
    );
    // The headline comes before the (deferred) app script runs, and the inline guard follows #root.
    expect(html.indexOf('<h1>About Us</h1>')).to.be.lessThan(html.indexOf(PRERENDER_GUARD_SCRIPT));
    expect(html).to.not.contain('<!--#');
  });

  it('is the plain app document when the remote has no page there', async () => {
    const html = await served(document, {});
    expect(html).to.contain(
      '<title data-prerender>Matrimony</title><meta data-prerender name="description" content="x">'
    );
    expect(html).to.contain('<body><div id="root"></div></body>');
    expect(html).to.not.contain('<header>');
    expect(html).to.not.contain(PRERENDER_GUARD_SCRIPT);
  });

  it('asks the remote owning the path for the fragments named after it', () => {
    const signin = pageDocument(template, { path: '/signin', mount: '/mf/signup/', layout });
    expect(signin).to.contain(
      '<!--# include virtual="/mf/signup/prerendered/signin.html" set="prerendered_body" -->'
    );
    expect(signin).to.contain(
      '<!--# include virtual="/mf/signup/prerendered/signin.head.html" set="prerendered_head" -->'
    );
    const landing = pageDocument(template, { path: '/', mount: '/mf/public/', layout });
    expect(landing).to.contain(
      '<!--# include virtual="/mf/public/prerendered/index.html" set="prerendered_body" -->'
    );
  });

  it('adds the font preload and @font-face to every page head, where no page cleanup removes them', async () => {
    const fontHead =
      '<link rel="preload" href="file:///assets/inter.1.woff2" as="font" type="font/woff2" crossorigin><style>@font-face{}</style>';
    const withFont = pageDocument(template, { path: '/about', mount: '/mf/public/', layout, fontHead });
    for (const fragments of [aboutFragments, {}]) {
      expect(await served(withFont, fragments)).to.contain(
        '<link rel="preload" href="/assets/inter.1.woff2" as="font" type="font/woff2" crossorigin><style>@font-face{}</style>'
      );
    }
  });

  it('turns Node-build asset URLs of the layout into site paths', async () => {
    const withImage = pageDocument(template, {
      path: '/about',
      mount: '/mf/public/',
      layout: {
        ...layout,
        html: layout.html.replace('<header>h</header>', '<img src="file:///assets/logo.1.svg"/>')
      }
    });
    expect(await served(withImage, aboutFragments)).to.contain('<img src="/assets/logo.1.svg"/>');
  });

  it('writes the landing page as index.html and others in their folder', () => {
    expect(pageFile('/')).to.equal('index.html');
    expect(pageFile('/privacy-policy')).to.equal('privacy-policy/index.html');
  });

  it('states the CSP hash of the inline script it adds', async () => {
    const html = await served(document, aboutFragments);
    const inline = /<script>([^<]*)<\/script>/.exec(html)![1]!;
    expect(inlineScriptCspSource()).to.equal(
      `'sha256-${createHash('sha256').update(inline).digest('base64')}'`
    );
  });

  it('refuses a template without the app root, and a layout without the slot', () => {
    expect(() =>
      pageDocument('<html><head></head><body></body></html>', { path: '/', mount: '/mf/public/', layout })
    ).to.throw('root');
    expect(() =>
      pageDocument(template, {
        path: '/',
        mount: '/mf/public/',
        layout: { html: '<main></main>', styleTags: '' }
      })
    ).to.throw('slot');
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
