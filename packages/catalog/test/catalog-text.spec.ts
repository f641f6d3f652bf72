import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import {
  CATALOG_TEXT_GROUPS,
  CATALOG_TEXT_TEMPLATES,
  matchCatalogTemplate
} from '../src/option-labels/index';
import { catalogTextSources, templateMessageTexts } from '../src/option-labels/sources';
import { catalogText } from '../src/option-labels/text';
import { STATES } from '../src/options/locations';
import { RELIGIONS } from '../src/options/religions';
import { SIGNUP_MESSAGES, reportAlreadyOpenMessage } from '../src/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

const dictionary = (group: string, locale: string): Record<string, string> | undefined => {
  const url = new URL(`../src/option-labels/${group}/messages/${locale}.json`, import.meta.url);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>) : undefined;
};

describe('catalog text in Hindi and Tamil (option labels, validation and problem messages)', () => {
  const sources = catalogTextSources();

  for (const group of ['search', 'core', 'validation', 'castes', 'careers'] as const) {
    for (const locale of ['hi', 'ta']) {
      describe(`${group} in ${locale}`, () => {
        const table = dictionary(group, locale) ?? {};

        it('has every text the catalog exports in the group', () => {
          expect(sources[group].filter((english) => !(english in table))).to.deep.equal([]);
        });

        it('has no key that is not an exported text of the group', () => {
          const own = new Set(sources[group]);
          expect(Object.keys(table).filter((key) => !own.has(key))).to.deep.equal([]);
        });

        it('holds plain text, not empty and without ICU syntax (services read it as it is)', () => {
          for (const [english, text] of Object.entries(table)) {
            expect(text.trim(), english).to.not.equal('');
            expect(placeholders(text), english).to.deep.equal(placeholders(english));
            expect(text.replace(/\{\w+\}/g, ''), english).to.not.match(/[{}'#]/);
          }
        });
      });
    }
  }

  it('checks the places group against the states and districts once it has landed', () => {
    const names = new Set(STATES.flatMap((state) => [state.name, ...state.districts.map((d) => d.name)]));
    for (const locale of ['hi', 'ta']) {
      const table = dictionary('places', locale);
      if (!table) continue;
      expect(Object.keys(table).filter((key) => !names.has(key))).to.deep.equal([]);
    }
  });

  it('keys the messages built at run time by the templates the hook matches', () => {
    const built = templateMessageTexts().filter((text) => text.includes('{'));
    expect([...CATALOG_TEXT_TEMPLATES]).to.deep.equal(built);
    expect(matchCatalogTemplate(reportAlreadyOpenMessage('MR-2041').description!)).to.deep.equal({
      template: CATALOG_TEXT_TEMPLATES[3],
      values: { ticketNumber: 'MR-2041' }
    });
    expect(matchCatalogTemplate('Hindu')).to.equal(undefined);
  });

  it('lists every group the hook offers', () => {
    expect(CATALOG_TEXT_GROUPS).to.deep.equal(['core', 'castes', 'careers', 'places']);
  });

  it('gives services the same text without React (catalogText)', () => {
    expect(catalogText('hi', 'Hindu')).to.equal('हिंदू');
    expect(catalogText('ta', 'Hindu')).to.equal('இந்து');
    expect(catalogText('hi', SIGNUP_MESSAGES.invalidOtp.title)).to.equal('अमान्य OTP');
    expect(catalogText('ta', 'Tamil Nadu')).to.not.equal('Tamil Nadu');
    expect(catalogText('hi', reportAlreadyOpenMessage('MR-2041').description!)).to.equal(
      'आप इस प्रोफ़ाइल की रिपोर्ट पहले ही कर चुके हैं (टिकट MR-2041)। हमारी टीम इसकी जाँच कर रही है।'
    );
    for (const religion of RELIGIONS) expect(catalogText('en', religion)).to.equal(religion);
    expect(catalogText('ta', 'A text the catalog never exported')).to.equal(
      'A text the catalog never exported'
    );
  });
});
