import { expect } from 'chai';
import { compileCatalogue } from '../src/compile';
import { LOCALE_STORAGE_KEY, registerCatalogue, setLocale, translate } from '../src/index';

const source = {
  en: {
    'test.matches': '{count, plural, one {# match} other {# matches}}',
    'test.only.english': 'Only English'
  },
  hi: { 'test.matches': 'आपके लिए {count, plural, one {# मैच मिला} other {# मैच मिले}}' },
  ta: { 'test.matches': '{count, plural, one {# பொருத்தம்} other {# பொருத்தங்கள்}}' }
};

const loads: string[] = [];
const catalogue = registerCatalogue({
  en: compileCatalogue(source.en) as Record<keyof typeof source.en, unknown>,
  load: async (locale) => {
    loads.push(locale);
    return { default: compileCatalogue(source[locale]) as Record<keyof typeof source.en, unknown> };
  }
});

describe('runtime', () => {
  const stored = new Map<string, string>();
  before(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, v: string) => stored.set(key, v)
      }
    });
  });
  after(async () => {
    await setLocale('en');
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('reads English plurals from the compiled catalogue', async () => {
    await setLocale('en');
    expect(translate(catalogue, 'test.matches', { count: 0 })).to.equal('0 matches');
    expect(translate(catalogue, 'test.matches', { count: 1 })).to.equal('1 match');
  });

  it('treats 0 as singular in Hindi through the library, loading Hindi only when chosen', async () => {
    expect(loads).to.deep.equal([]);
    await setLocale('hi');
    expect(loads).to.deep.equal(['hi']);
    expect(stored.get(LOCALE_STORAGE_KEY)).to.equal('hi');
    expect(translate(catalogue, 'test.matches', { count: 0 })).to.equal('आपके लिए 0 मैच मिला');
    expect(translate(catalogue, 'test.matches', { count: 1 })).to.equal('आपके लिए 1 मैच मिला');
    expect(translate(catalogue, 'test.matches', { count: 2 })).to.equal('आपके लिए 2 मैच मिले');
  });

  it('falls back to English for a message a locale lacks', async () => {
    await setLocale('ta');
    expect(translate(catalogue, 'test.matches', { count: 2 })).to.equal('2 பொருத்தங்கள்');
    expect(translate(catalogue, 'test.only.english')).to.equal('Only English');
  });
});
