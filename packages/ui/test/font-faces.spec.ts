import { expect } from 'chai';
import { fontFaceCss, fontFaceRule } from '../src/fonts/font-faces';

describe('font face', () => {
  it('points at the bundled font file in the browser build', () => {
    const css = fontFaceCss(new URL('https://site.example/assets/inter.1234.woff2'));
    expect(css).to.contain("font-family: 'Inter Variable'");
    expect(css).to.contain('url(https://site.example/assets/inter.1234.woff2)');
    expect(css).to.contain('font-display: swap');
  });

  it('emits nothing when server-rendered from files', () => {
    expect(fontFaceCss(new URL('file:///repo/node_modules/x.woff2'))).to.equal('');
    expect(fontFaceCss()).to.equal('');
  });

  it('writes the rule for a site path (the prerendered head uses it before any script runs)', () => {
    const css = fontFaceRule('/assets/inter.1234.woff2');
    expect(css).to.contain('url(/assets/inter.1234.woff2)');
    expect(css).to.contain('font-display: swap');
    // Text laid out in the fallback keeps its place when Inter swaps in.
    expect(css).to.match(/font-family: 'Inter Fallback';[^}]*size-adjust: 108.5%/);
  });
});
