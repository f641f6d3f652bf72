import { expect } from 'chai';
import { mountOverPrerendered, normalizedPath } from '../src/app/mount';

/** Just enough of a document for mountOverPrerendered. */
function fakeDocument(pathname: string, prerenderedPath: string | null, childCount: number) {
  const removedHead: string[] = [];
  const root = {
    id: 'root',
    attributes: new Map<string, string>(
      prerenderedPath === null ? [] : [['data-prerendered-path', prerenderedPath]]
    ),
    childElementCount: childCount,
    replacedWith: null as unknown,
    cleared: false,
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    },
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
    replaceChildren() {
      this.cleared = true;
    },
    replaceWith(element: unknown) {
      this.replacedWith = element;
    },
    // Nothing typed into the prerendered page (the carrying over is tested in a browser: e2e).
    contains: () => false,
    querySelectorAll: () => [],
    querySelector: () => null,
    hasAttribute: () => false
  };
  const doc = {
    location: { pathname },
    activeElement: null,
    getElementById: (id: string) => (id === 'root' ? root : null),
    createElement: () => ({ id: '' }),
    head: {
      querySelectorAll: () => [
        { remove: () => removedHead.push('title') },
        { remove: () => removedHead.push('meta') }
      ]
    }
  };
  return { doc: doc as unknown as Document, root, removedHead };
}

describe('mounting over prerendered HTML', () => {
  it("renders off-screen over this path's prerendered HTML and swaps in when the page is ready", async () => {
    const { doc, root, removedHead } = fakeDocument('/about/', '/about', 3);
    let container: { id: string } | null = null;
    let ready: () => void = () => undefined;
    mountOverPrerendered(doc, (element, onReady) => {
      container = element as unknown as { id: string };
      ready = onReady;
    });
    expect(container).to.not.equal(root);
    expect(root.replacedWith).to.equal(null);
    ready();
    await Promise.resolve();
    expect(root.replacedWith).to.equal(container);
    expect(container!.id).to.equal('root');
    expect(removedHead).to.deep.equal(['title', 'meta']);
  });

  it('renders straight into #root when the HTML belongs to another path (index.html fallback)', () => {
    const { doc, root, removedHead } = fakeDocument('/dashboard', '/', 3);
    let container: unknown = null;
    mountOverPrerendered(doc, (element) => (container = element));
    expect(container).to.equal(root);
    expect(root.cleared).to.equal(true);
    expect(root.getAttribute('data-prerendered-path')).to.equal(null);
    expect(removedHead).to.have.length(2);
  });

  it('normalises trailing slashes', () => {
    expect(normalizedPath('/')).to.equal('/');
    expect(normalizedPath('/contact//')).to.equal('/contact');
  });
});
