import { expect } from 'chai';
import { compileCatalogue } from '../src/compile';
import { catalogueLoading, registerCatalogue, setLocale } from '../src/index';
import { heldBack, prerenderTitle } from './support/late-messages';

type Id = 'lazy.title';
const compiled = (messages: Record<Id, string>) => compileCatalogue(messages) as Record<Id, unknown>;

describe('a catalogue whose English is its own chunk (loadEnglish)', () => {
  after(() => setLocale('en', { remember: false }));

  it('never loads English on a Hindi page, and loads it when English is chosen', async () => {
    await setLocale('hi', { remember: false });
    const loads: string[] = [];
    const catalogue = registerCatalogue({
      en: {} as Record<Id, unknown>,
      loadEnglish: async () => (loads.push('en'), { default: compiled({ 'lazy.title': 'Welcome' }) }),
      load: async (locale) => (loads.push(locale), { default: compiled({ 'lazy.title': 'स्वागत है' }) })
    });
    await catalogueLoading(catalogue);
    expect(loads).to.deep.equal(['hi']);
    await setLocale('en', { remember: false });
    expect(loads).to.deep.equal(['hi', 'en']);
    expect(catalogue.en).to.have.property('lazy.title');
    expect(catalogueLoading(catalogue)).to.equal(null);
  });

  it('renders English from the first render while English is active: useT waits for it', async () => {
    await setLocale('en', { remember: false });
    const { arrival, release } = heldBack();
    const catalogue = registerCatalogue({
      en: {} as Record<Id, unknown>,
      loadEnglish: async () => {
        await arrival;
        return { default: compiled({ 'lazy.title': 'Welcome' }) };
      },
      load: async () => ({ default: compiled({ 'lazy.title': 'स्वागत है' }) })
    });
    expect(catalogueLoading(catalogue)).to.be.an.instanceOf(Promise);
    const html = await prerenderTitle(catalogue, 'lazy.title', release);
    expect(html).to.contain('<h1>Welcome</h1>');
    expect(html).not.to.contain('lazy.title');
  });
});
