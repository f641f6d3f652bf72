// The match as svc-profile answers it (counts, option values, codes) worded in Hindi and Tamil: the explanation with
// the Porutham count, the revealed reason and every kind of preference-fit row leave no Latin letter.
import { expect } from 'chai';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PREFERENCE_LABELS } from '@matrimony/catalog';
import { setLocale, type Locale } from '@matrimony/i18n';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { type Match } from '@matrimony/contracts/http/profile/discovery';
import { matchExplanation, nearMissText, revealedReasonText, wantedText } from '../src/shared/match-words';
import { useSharedT } from '../src/shared/messages';
import { FIT_ROWS, REVEALED_REASON, SOUTH_HOROSCOPE_ROW } from './match-fixtures';
import { mount } from './mount';

const MATCHES: Match[] = [
  {
    score: 74,
    youMeetTheirs: { met: 1, total: 9 },
    theyMeetYours: { met: 0, total: 8 },
    otherGender: 'male',
    poruthams: null
  },
  {
    score: 40,
    youMeetTheirs: { met: 7, total: 9 },
    theyMeetYours: { met: 6, total: 8 },
    otherGender: 'female',
    poruthams: { agree: 3, of: 10, failing: ['rajju', 'vedha'] }
  },
  {
    score: 45,
    youMeetTheirs: { met: 7, total: 9 },
    theyMeetYours: { met: 6, total: 8 },
    otherGender: 'female',
    poruthams: { agree: 6, of: 10, failing: ['vedha'] }
  }
];

const REASONS = [
  REVEALED_REASON,
  { ...REVEALED_REASON, occupation: null, motherTongue: 'Tamil' },
  { ...REVEALED_REASON, occupation: null, educationBand: 'doctorate' as const, ages: null },
  { ...REVEALED_REASON, occupation: null, state: null }
];

function MatchWords() {
  useSharedT();
  const text = useCatalogText('careers', 'places');
  const rows = [...FIT_ROWS, SOUTH_HOROSCOPE_ROW].map(({ fit }) => fit);
  return (
    <ul aria-label="match words">
      {MATCHES.map((match, index) => (
        <li key={`match-${index}`}>{matchExplanation(match)}</li>
      ))}
      {REASONS.map((reason, index) => (
        <li key={`reason-${index}`}>{revealedReasonText(reason, text)}</li>
      ))}
      {rows.map((fit, index) => (
        <li key={`fit-${index}`}>
          {text(PREFERENCE_LABELS[fit.item])}: {wantedText(fit.wanted, text)} {nearMissText(fit)}
        </li>
      ))}
    </ul>
  );
}

describe('the match worded in Hindi and Tamil', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en', { remember: false });
  });

  it('reads in English as members read it today', async () => {
    await mount(<MatchWords />);
    const words = screen.getByRole('list', { name: 'match words' }).textContent!;
    expect(words).to.contain('You match 1 of his 9 preferences; he matches 0 of your 8');
    expect(words).to.contain('; 3 of 10 Poruthams (Rajju and Vedha do not match)');
    expect(words).to.contain('You often open Tamil-speaking profiles from Tamil Nadu aged 30–32');
    expect(words).to.contain('Age: 25-30 years 2 years above the age range');
  });

  for (const [locale, sample] of [
    ['hi', 'पोरुथम'],
    ['ta', 'பொருத்தங்கள்']
  ] as [Locale, string][]) {
    it(`leaves no English in ${locale}`, async () => {
      await setLocale(locale, { remember: false });
      await mount(<MatchWords />);
      const list = screen.getByRole('list', { name: 'match words' });
      // Option words arrive with their dictionaries; once they have, no Latin letter is left.
      await waitFor(() => expect(list.textContent).to.not.match(/[A-Za-z]/), { timeout: 20000 });
      expect(list.textContent).to.contain(sample);
      expect(list.querySelectorAll('li')).to.have.length(
        MATCHES.length + REASONS.length + FIT_ROWS.length + 1
      );
    });
  }
});
