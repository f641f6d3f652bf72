import { expect } from 'chai';
import { compileCatalogue } from '../src/compile';
import {
  catalogueLoading,
  localeFromPath,
  localizedPath,
  pageLanguage,
  registerCatalogue,
  setLocale,
  stripLocalePrefix
} from '../src/index';
import { heldBack, prerenderTitle } from './support/late-messages';

describe('pages per language at their own URL', () => {
  it('reads the language from the first path segment, English having none', () => {
    expect(localeFromPath('/hi/about')).to.equal('hi');
    expect(localeFromPath('/ta')).to.equal('ta');
    expect(localeFromPath('/ta/')).to.equal('ta');
    for (const path of ['/', '/about', '/en/about', '/hindi', '/history'])
      expect(localeFromPath(path)).to.equal(null);
  });

  it('moves a path between languages, the landing page included', () => {
    expect(localizedPath('hi', '/about')).to.equal('/hi/about');
    expect(localizedPath('ta', '/hi/about')).to.equal('/ta/about');
    expect(localizedPath('en', '/ta/about')).to.equal('/about');
    expect(localizedPath('hi', '/')).to.equal('/hi');
    expect(localizedPath('en', '/hi')).to.equal('/');
    expect(stripLocalePrefix('/hi/help/tickets')).to.equal('/help/tickets');
  });

  it('names the page language for its head: prefix, Open Graph locale, every hreflang with x-default English', () => {
    expect(pageLanguage('ta')).to.deep.equal({
      prefix: '/ta',
      ogLocale: 'ta_IN',
      alternates: [
        { hreflang: 'en-IN', prefix: '' },
        { hreflang: 'hi-IN', prefix: '/hi' },
        { hreflang: 'ta-IN', prefix: '/ta' },
        { hreflang: 'x-default', prefix: '' }
      ]
    });
  });
});

describe('a catalogue registered while Hindi is active', () => {
  after(() => setLocale('en', { remember: false }));

  it('renders Hindi from the first render: useT waits for its messages instead of showing English', async () => {
    await setLocale('hi', { remember: false });
    const { arrival, release } = heldBack();
    const catalogue = registerCatalogue({
      en: compileCatalogue({ 'late.title': 'Welcome' }) as Record<'late.title', unknown>,
      load: async () => {
        await arrival;
        return { default: compileCatalogue({ 'late.title': 'स्वागत है' }) as Record<'late.title', unknown> };
      }
    });
    expect(catalogueLoading(catalogue)).to.be.an.instanceOf(Promise);
    const html = await prerenderTitle(catalogue, 'late.title', release);
    expect(html).to.contain('<h1>स्वागत है</h1>');
    expect(html).not.to.contain('Welcome');
    expect(catalogueLoading(catalogue)).to.equal(null);
  });

  it('reads English when the messages cannot be loaded, rather than waiting for ever', async () => {
    await setLocale('ta', { remember: false });
    const catalogue = registerCatalogue({
      en: compileCatalogue({ 'broken.title': 'Still readable' }) as Record<'broken.title', unknown>,
      load: (): Promise<{ default: Record<'broken.title', unknown> }> => Promise.reject(new Error('offline'))
    });
    await catalogueLoading(catalogue);
    expect(catalogueLoading(catalogue)).to.equal(null);
  });
});
