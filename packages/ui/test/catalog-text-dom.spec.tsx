// useCatalogText in a browser DOM (jsdom, set up for this file only and removed after it, so the server-render
// specs keep running without a window): it re-renders on a locale switch, and a heavy group loads when asked for.
import { expect } from 'chai';
import { act } from 'react';
import { setLocale } from '@matrimony/i18n';
import { RELIGIONS } from '@matrimony/catalog';
import { useCatalogText } from '../src/catalog-text';

function Options({ castes = false }: { castes?: boolean }) {
  const text = useCatalogText(...(castes ? (['castes'] as const) : []));
  return <p>{[...RELIGIONS.slice(0, 2), 'Brahmin - Iyer'].map(text).join(' | ')}</p>;
}

describe('useCatalogText in the DOM', () => {
  let removeDom: () => void;
  let mount: (element: React.ReactElement) => Promise<{ text: () => string; unmount: () => void }>;

  before(async () => {
    const { default: globalJsdom } = await import('global-jsdom');
    removeDom = globalJsdom(undefined, { url: 'http://localhost/' });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { createRoot } = await import('react-dom/client');
    mount = async (element) => {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () => root.render(element));
      return { text: () => container.textContent ?? '', unmount: () => act(() => root.unmount()) };
    };
  });

  after(async () => {
    await setLocale('en', { remember: false });
    removeDom();
  });

  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 100 && !check(); tries += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  };

  it('reads English unchanged, then Hindi after setLocale("hi") without a remount', async () => {
    const page = await mount(<Options />);
    expect(page.text()).to.equal('Hindu | Muslim | Brahmin - Iyer');
    await act(() => setLocale('hi', { remember: false }));
    expect(page.text()).to.equal('हिंदू | मुस्लिम | Brahmin - Iyer');
    page.unmount();
  });

  it('loads the castes only for a page that asks for them, then shows them in Tamil', async () => {
    await act(() => setLocale('ta', { remember: false }));
    const page = await mount(<Options castes />);
    await until(() => page.text().includes('ஐயர்'));
    expect(page.text()).to.equal('இந்து | முஸ்லிம் | பிராமணர் - ஐயர்');
    page.unmount();
  });
});
