import { expect } from 'chai';
import { applyPageMeta } from '../src/meta/PageMeta';
import { buildPageMeta } from '../src/meta/page-meta';

/** Just enough of a Document for applyPageMeta: a head of elements found by attribute selectors. */
class FakeElement {
  attributes = new Map<string, string>();
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
}

function fakeDocument() {
  const children: FakeElement[] = [];
  const head = {
    children,
    appendChild: (element: FakeElement) => children.push(element),
    querySelector(selector: string) {
      const match = /^(\w+)\[(\w+(?::\w+)?)="([^"]+)"\]$/.exec(selector);
      if (!match) throw new Error(`unexpected selector ${selector}`);
      const [, tag, attribute, value] = match;
      return (
        children.find((element) => element.tagName === tag && element.getAttribute(attribute!) === value) ??
        null
      );
    }
  };
  return { title: '', head, createElement: (tag: string) => new FakeElement(tag) };
}

const site = { siteUrl: 'https://site.example', siteName: 'Matrimony' };

describe('applyPageMeta', () => {
  it('writes the title and one element per tag, updating them on the next page', () => {
    const doc = fakeDocument();
    applyPageMeta(
      doc as unknown as Document,
      buildPageMeta({ title: 'About Us', description: 'First.', path: '/about' }, site)
    );
    const afterFirst = doc.head.children.length;
    applyPageMeta(
      doc as unknown as Document,
      buildPageMeta({ title: 'Contact Us', description: 'Second.', path: '/contact' }, site)
    );

    expect(doc.title).to.equal('Contact Us | Matrimony');
    expect(doc.head.children.length).to.equal(afterFirst);
    const description = doc.head.children.find((element) => element.getAttribute('name') === 'description');
    expect(description?.getAttribute('content')).to.equal('Second.');
    const canonical = doc.head.children.find((element) => element.getAttribute('rel') === 'canonical');
    expect(canonical?.getAttribute('href')).to.equal('https://site.example/contact');
  });
});
