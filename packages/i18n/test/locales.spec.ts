import { expect } from 'chai';
import { LOCALES, chooseLocale, formatMoney, formatNumber, pluralCategory } from '../src/index';

describe('locales', () => {
  it('names each language in its own script with an Indian BCP-47 tag', () => {
    expect(LOCALES).to.deep.equal({
      en: { name: 'English', tag: 'en-IN' },
      hi: { name: 'हिन्दी', tag: 'hi-IN' },
      ta: { name: 'தமிழ்', tag: 'ta-IN' }
    });
  });

  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(chooseLocale('ta', ['hi-IN'])).to.equal('ta');
    expect(chooseLocale('fr', ['fr-FR', 'hi-IN', 'ta'])).to.equal('hi');
    expect(chooseLocale(null, ['TA-in'])).to.equal('ta');
    expect(chooseLocale(null, ['de-DE'])).to.equal('en');
    expect(chooseLocale(undefined)).to.equal('en');
  });
});

describe('formatters', () => {
  it('writes one lakh rupees as ₹1,00,000 in every locale', () => {
    for (const locale of ['en', 'hi', 'ta'] as const)
      expect(formatMoney(100000, locale)).to.equal('₹1,00,000');
  });

  it('groups numbers the Indian way', () => {
    expect(formatNumber(1234567, 'hi')).to.equal('12,34,567');
  });

  it('reads 0 as singular in Hindi but plural in English', () => {
    expect(pluralCategory(0, 'hi')).to.equal('one');
    expect(pluralCategory(0, 'en')).to.equal('other');
    expect(pluralCategory(2, 'hi')).to.equal('other');
  });
});
