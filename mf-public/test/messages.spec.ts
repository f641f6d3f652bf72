import { expect } from 'chai';
import { PLANS } from '@matrimony/catalog/plans';
import { compileCatalogue } from '@matrimony/i18n/compile';
import { PLAN_FEATURE_MESSAGES } from '../src/landing/plans';
import en from '../src/messages/en.json';
import hi from '../src/messages/hi.json';
import ta from '../src/messages/ta.json';

/** The placeholders a message uses (`{price}`), which every translation must keep. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
}

describe("mf-public's message catalogues", () => {
  for (const [locale, catalogue] of Object.entries({ hi, ta })) {
    it(`${locale} has every English id and no other`, () => {
      expect(Object.keys(catalogue).sort()).to.deep.equal(Object.keys(en).sort());
    });

    it(`${locale} keeps each message's placeholders and compiles`, () => {
      const source = catalogue as Record<string, string>;
      for (const [id, message] of Object.entries(en))
        expect(placeholders(source[id] ?? ''), id).to.deep.equal(placeholders(message));
      expect(() => compileCatalogue(source)).to.not.throw();
    });
  }
});

describe('the pricing cards', () => {
  it('have a message for every plan feature the catalog lists', () => {
    const features = PLANS.flatMap((plan) => plan.features);
    expect(features.filter((feature) => !PLAN_FEATURE_MESSAGES[feature])).to.deep.equal([]);
  });
});
