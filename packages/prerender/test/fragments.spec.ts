import { expect } from 'chai';
import { fragmentFiles, fragmentUrls, remoteMount } from '../src/fragments';
import { prerenderStyles, splitHead } from '../src/html';
import { pageFragments } from '../src/remote';

describe('prerendered fragments', () => {
  it('names a page’s files after its path', () => {
    expect(fragmentFiles('/')).to.deep.equal({ body: 'index.html', head: 'index.head.html' });
    expect(fragmentFiles('/privacy-policy')).to.deep.equal({
      body: 'privacy-policy.html',
      head: 'privacy-policy.head.html'
    });
    expect(fragmentUrls('/mf/signup/', '/signin')).to.deep.equal({
      body: '/mf/signup/prerendered/signin.html',
      head: '/mf/signup/prerendered/signin.head.html'
    });
  });

  it('finds a remote’s mount from its manifest URL, when the site serves it', () => {
    expect(remoteMount('/mf/signup/mf-manifest.json')).to.equal('/mf/signup/');
    expect(remoteMount('https://cdn.example/mf-manifest.json')).to.equal(null);
    expect(remoteMount('//cdn.example/mf-manifest.json')).to.equal(null);
  });

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

  it('renames styled-components’ style tags so the browser’s copy does not adopt them', () => {
    expect(prerenderStyles('<style data-styled="true" data-styled-version="6.1.19">.a{}</style>')).to.equal(
      '<style data-prerender>.a{}</style>'
    );
  });

  it('splits a rendered page into its marked head and its body, with site asset URLs', () => {
    const fragments = pageFragments({
      html: '<title>Sign In | Matrimony</title><meta name="description" content="Sign in"/><h1>Sign In</h1><img src="file:///mf/signup/assets/a.1.svg"/>',
      styleTags: '<style data-styled="true" data-styled-version="6.1.19">.a{}</style>'
    });
    expect(fragments.head).to.equal(
      '<title data-prerender>Sign In | Matrimony</title><meta data-prerender name="description" content="Sign in"/><style data-prerender>.a{}</style>'
    );
    expect(fragments.body).to.equal('<h1>Sign In</h1><img src="/mf/signup/assets/a.1.svg"/>');
  });

  it('refuses a page holding a script, which the Content-Security-Policy would block', () => {
    expect(() => pageFragments({ html: '<h1>x</h1><script>1</script>', styleTags: '' })).to.throw('script');
  });
});
