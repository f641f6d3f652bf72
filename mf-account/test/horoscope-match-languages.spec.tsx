// A Premium horoscope match read in English, Hindi and Tamil: svc-profile answers ids and phrases, the page words
// every line, reason, rule, cancellation and attribute from its catalogues. English reads as the service once wrote
// it; Hindi and Tamil leave no Latin letter but the member's name and the source's web address.
import { expect } from 'chai';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setLocale, type Locale } from '@matrimony/i18n';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { HoroscopeMatchSection } from '../src/profile-page/HoroscopeMatchSection';
import { premiumMatch } from './horoscope-match-fixture';
import { mount } from './mount';

const PROFILE_ID = '64b000000000000000000002';

describe('a Premium horoscope match in each language', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    globalThis.fetch = (async () => Response.json(premiumMatch('south'))) as typeof fetch;
  });
  afterEach(async () => {
    cleanup();
    globalThis.fetch = realFetch;
    await setLocale('en', { remember: false });
  });

  async function shown(heading: string): Promise<HTMLElement> {
    await mount(<HoroscopeMatchSection profileId={PROFILE_ID} name="Arjun" />);
    const card = await screen.findByRole('region', { name: heading }, { timeout: 20000 });
    await within(card).findAllByRole('table');
    return card;
  }

  it('words the lines, reasons, rules, doshas and attributes in English as the service wrote them', async () => {
    const card = await shown('Horoscope match');
    const text = card.textContent!;
    for (const sentence of [
      "The groom's varna (Vaishya) ranks at or above the bride's (Vaishya).",
      "Counted from the bride's star the groom's is 19 (auspicious); from the groom's, the bride's is 10 (auspicious).",
      'The rasi lords: Venus is friend to Mercury, Mercury is friend to Venus.',
      'The rasis stand 9/5 from each other, which the texts count as Bhakoot dosha.',
      'Bhakoot dosha is cancelled here: The rasi lords Venus and Mercury are friends.',
      "The groom's star is the 19th from the bride's, an unfavourable count.",
      'Deva gana (bride) with Manushya gana (groom): different but compatible temperaments.',
      'Both stars are in Kanta rajju; the same rajju is a deal-breaker. Rule read: (five rajjus; the same one rejects)',
      'Counted from the bride’s star to the groom’s, by jathakaporutham.com, "10 porutham for marriage".'
    ])
      expect(text).to.contain(sentence);
    const kootaCells = within(card)
      .getByRole('table', { name: /eight kootas/ })
      .querySelectorAll('tbody tr:not(.line) td');
    expect([...kootaCells].slice(1, 3).map((cell) => cell.textContent)).to.deep.equal(['Vaishya', 'Vaishya']);
  });

  for (const [locale, heading] of [
    ['hi', 'गुण मिलान'],
    ['ta', 'ஜாதகப் பொருத்தம்']
  ] as [Locale, string][]) {
    it(`leaves no English in the ${locale} rendering`, async () => {
      await setLocale(locale, { remember: false });
      const card = await shown(heading);
      await waitFor(() => expect(card.textContent).to.not.contain('Kanta'), { timeout: 20000 });
      const left = card
        .textContent!.replace(/Arjun|jathakaporutham\.com/g, '')
        .match(/[A-Za-z][A-Za-z’' -]*/g);
      expect(left).to.equal(null);
    });
  }
});
