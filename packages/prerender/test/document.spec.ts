import { expect } from 'chai';
import { composeDocument, ssiEcho, ssiIfSet, ssiInclude } from '../src/document';

describe('page documents (server-side includes)', () => {
  const document =
    `<head>${ssiInclude('/mf/signup/prerendered/signin.head.html', 'head')}${ssiInclude('/mf/signup/prerendered/signin.html', 'body')}` +
    `${ssiIfSet('body', ssiEcho('head'), '<title>Default</title>')}</head>` +
    `<body>${ssiIfSet('body', `<main>${ssiEcho('body')}</main>`, '<div id="root"></div>')}</body>`;

  it('writes the nginx directives', () => {
    expect(ssiInclude('/mf/signup/prerendered/signin.html', 'body')).to.equal(
      '<!--# include virtual="/mf/signup/prerendered/signin.html" set="body" -->'
    );
    expect(ssiEcho('body')).to.equal('<!--# echo var="body" encoding="none" default="" -->');
    expect(ssiIfSet('body', 'a', 'b')).to.equal('<!--# if expr="$body" -->a<!--# else -->b<!--# endif -->');
  });

  it('includes the fetched fragments where they are echoed', async () => {
    const fragments: Record<string, string> = {
      '/mf/signup/prerendered/signin.head.html': '<title>Sign In</title>',
      '/mf/signup/prerendered/signin.html': '<h1>Sign In</h1>'
    };
    expect(await composeDocument(document, async (url) => fragments[url])).to.equal(
      '<head><title>Sign In</title></head><body><main><h1>Sign In</h1></main></body>'
    );
  });

  it('takes the other branch when a fragment is missing', async () => {
    expect(await composeDocument(document, async () => undefined)).to.equal(
      '<head><title>Default</title></head><body><div id="root"></div></body>'
    );
  });

  it('never runs directives that arrive inside a fragment', async () => {
    const html = await composeDocument(document, async (url) =>
      url.endsWith('signin.html') ? '<!--# include virtual="/secret" set="x" -->' : ''
    );
    expect(html).to.contain('<main><!--# include virtual="/secret" set="x" --></main>');
  });

  it('refuses what it could not write safely', () => {
    expect(() => ssiInclude('/a" set="x', 'body')).to.throw('site path');
    expect(() => ssiEcho('a-b')).to.throw('variable');
  });
});
