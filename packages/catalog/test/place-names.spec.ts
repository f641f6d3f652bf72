import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { STATES } from '../src/index';

// The 'places' group of useCatalogText: every state and district name of the LGD data in Hindi and Tamil.
const folder = new URL('../src/option-labels/places/messages/', import.meta.url);
const read = (locale: string) =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, folder), 'utf8')) as Record<string, unknown>;

const names = [...new Set(STATES.flatMap((state) => [state.name, ...state.districts.map((d) => d.name)]))];

const SCRIPTS = {
  hi: { name: 'Devanagari', letter: /[\u0900-\u097F]/ },
  ta: { name: 'Tamil', letter: /[\u0B80-\u0BFF]/ }
} as const;

describe('state and district names in Hindi and Tamil', () => {
  it('covers more than 800 distinct names', () => expect(names.length).to.be.greaterThan(800));

  for (const [locale, script] of Object.entries(SCRIPTS)) {
    describe(locale, () => {
      const catalogue = read(locale);

      it('has every state and district and no other key', () => {
        expect(
          Object.keys(catalogue).filter((key) => !names.includes(key)),
          'extra keys'
        ).to.deep.equal([]);
        expect(
          names.filter((name) => !(name in catalogue)),
          'missing names'
        ).to.deep.equal([]);
      });

      it(`writes each name in ${script.name} script, without Latin letters or ICU syntax`, () => {
        for (const name of names) {
          const value = catalogue[name];
          expect(value, name).to.be.a('string').and.not.empty;
          expect(value as string, name)
            .to.match(script.letter)
            .and.not.match(/[A-Za-z{}'#]/);
        }
      });

      it('gives two districts of one state different names', () => {
        for (const state of STATES) {
          const values = state.districts.map((d) => catalogue[d.name]);
          expect(new Set(values).size, state.name).to.equal(values.length);
        }
      });
    });
  }
});
