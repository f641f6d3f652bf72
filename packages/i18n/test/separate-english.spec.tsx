import { expect } from 'chai';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { compileCatalogue } from '../src/compile';
import { useT } from '../src/hooks';
import { catalogueLoading, registerCatalogue, setLocale } from '../src/index';

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
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const catalogue = registerCatalogue({
      en: {} as Record<Id, unknown>,
      loadEnglish: async () => {
        await arrived;
        return { default: compiled({ 'lazy.title': 'Welcome' }) };
      },
      load: async () => ({ default: compiled({ 'lazy.title': 'स्वागत है' }) })
    });
    expect(catalogueLoading(catalogue)).to.be.an.instanceOf(Promise);
    function Title() {
      const t = useT(catalogue);
      return <h1>{t('lazy.title')}</h1>;
    }
    const rendering = prerender(
      <Suspense fallback={<p>…</p>}>
        <Title />
      </Suspense>
    );
    setTimeout(release, 20);
    const html = await new Response((await rendering).prelude).text();
    expect(html).to.contain('<h1>Welcome</h1>');
    expect(html).not.to.contain('lazy.title');
  });
});
