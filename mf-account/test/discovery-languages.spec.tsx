// The discovery pages in Hindi and Tamil: member cards, explore's chips and count, the match sentences and the
// profile page's horoscope words read in the chosen language (English is what every other spec checks).
import { expect } from 'chai';
import { cleanup, waitFor } from '@testing-library/react';
import { setLocale } from '@matrimony/i18n';
import { catalogText } from '@matrimony/ui/catalog-text';
import { MemberCard } from '../src/discovery/MemberCard';
import { chipsOf, emptyFilters } from '../src/explore/filters';
import { exploreText } from '../src/explore/messages';
import { profilePageText } from '../src/profile-page/messages';
import { matchExplanation, nearMissText, revealedReasonText, wantedText } from '../src/shared/match-words';
import { FIT_ROWS, REVEALED_REASON, REVEALED_REASON_ENGLISH, SOUTH_HOROSCOPE_ROW } from './match-fixtures';
import { relativeDay } from '../src/shared/relative-day';
import { mount } from './mount';
import { memberCard } from './support/cards';

const card = memberCard();

describe('discovery in Hindi and Tamil', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en', { remember: false });
  });

  it('writes a member card in Hindi: age, score, badges, tags and actions', async () => {
    await setLocale('hi', { remember: false });
    const { container } = await mount(<MemberCard card={card} offers={['interest', 'shortlist']} />);
    await waitFor(() => expect(container.innerHTML).to.contain('रुचि भेजिए'), { timeout: 20000 });
    const html = container.innerHTML;
    expect(html).to.contain('27 वर्ष · ');
    expect(html).to.contain('86% मैच');
    expect(html).to.contain('aria-label="सत्यापन"');
    expect(html).to.contain('प्रीमियम');
    expect(html).to.contain('रुचि भेजिए');
    expect(html).to.contain('☆ शॉर्टलिस्ट');
    expect(html).to.contain('aria-label="अभी कोई फ़ोटो नहीं"');
    expect(catalogText('Hindu')).to.not.equal('Hindu');
    expect(html).to.contain(catalogText('Hindu'));
    expect(html).to.not.match(/\byrs\b|% match|Send interest|Shortlist/);
  });

  it('names explore chips and counts members in Tamil, plurals by ICU', async () => {
    await setLocale('ta', { remember: false });
    const filters = { ...emptyFilters(), religion: ['Hindu'], ageMin: 25, verifiedOnly: true };
    expect(chipsOf(filters, catalogText).map((chip) => chip.label)).to.deep.equal([
      `மதம்: ${catalogText('Hindu')}`,
      'வயது 25–ஏதேனும்',
      'அடையாளம் சரிபார்க்கப்பட்டது'
    ]);
    expect(exploreText('explore.showing', { count: 1 })).to.equal('1 உறுப்பினர் காட்டப்படுகிறார்');
    expect(exploreText('explore.showing', { count: 5 })).to.equal('5 உறுப்பினர்கள் காட்டப்படுகின்றனர்');
  });

  it('says the match in Hindi', async () => {
    await setLocale('hi', { remember: false });
    expect(matchExplanation(card.match)).to.equal(
      'उनकी 9 पसंदों में से 7 आपसे मेल खाती हैं; आपकी 8 पसंदों में से 6 उनसे मेल खाती हैं'
    );
    expect(revealedReasonText(REVEALED_REASON, (s) => s)).to.equal(
      'आप अक्सर Tamil Nadu की 30–32 वर्ष आयु की Doctor प्रोफ़ाइल खोलते हैं'
    );
    expect(nearMissText(FIT_ROWS[0]!.fit)).to.equal('आयु सीमा से 2 वर्ष अधिक');
    expect(relativeDay('2026-11-22T08:00:00Z', new Date('2026-11-25T05:00:00Z'))).to.equal('3 दिन पहले');
  });

  it('words the match in English exactly as members read it', () => {
    expect(matchExplanation(card.match)).to.equal(
      'You match 7 of her 9 preferences; she matches 6 of your 8'
    );
    expect(matchExplanation({ ...card.match, otherGender: 'male' })).to.equal(
      'You match 7 of his 9 preferences; he matches 6 of your 8'
    );
    expect(matchExplanation({ ...card.match, poruthams: { agree: 5, of: 10, failing: [] } })).to.equal(
      'You match 7 of her 9 preferences; she matches 6 of your 8; 5 of 10 Poruthams'
    );
    expect(
      matchExplanation({ ...card.match, poruthams: { agree: 3, of: 10, failing: ['rajju', 'vedha'] } })
    ).to.equal(
      'You match 7 of her 9 preferences; she matches 6 of your 8; 3 of 10 Poruthams (Rajju and Vedha do not match)'
    );
    expect(matchExplanation({ ...card.match, poruthams: { agree: 6, of: 10, failing: ['vedha'] } })).to.match(
      /; 6 of 10 Poruthams \(Vedha does not match\)$/
    );
    expect(revealedReasonText(REVEALED_REASON, (s) => s)).to.equal(REVEALED_REASON_ENGLISH);
    const tamilSpeaking = {
      ...REVEALED_REASON,
      occupation: null,
      motherTongue: 'Tamil',
      ages: { from: 25, to: 27 }
    };
    expect(revealedReasonText(tamilSpeaking, (s) => s)).to.equal(
      'You often open Tamil-speaking profiles from Tamil Nadu aged 25–27'
    );
    const doctorates = {
      ...REVEALED_REASON,
      occupation: null,
      educationBand: 'doctorate' as const,
      state: null
    };
    expect(revealedReasonText(doctorates, (s) => s)).to.equal(
      'You often open profiles with a Doctorate aged 30–32'
    );
    expect(revealedReasonText({ ...REVEALED_REASON, occupation: null, ages: null }, (s) => s)).to.equal(
      'You often open profiles from Tamil Nadu'
    );
    for (const row of [...FIT_ROWS, { ...SOUTH_HOROSCOPE_ROW, nearMiss: null }]) {
      expect(wantedText(row.fit.wanted, (s) => s)).to.equal(row.wanted);
      expect(nearMissText(row.fit)).to.equal(row.nearMiss);
    }
    const oneYear = { ...FIT_ROWS[0]!.fit, nearMiss: { ...FIT_ROWS[0]!.fit.nearMiss!, by: 1 } };
    expect(nearMissText(oneYear as (typeof FIT_ROWS)[0]['fit'])).to.equal('1 year above the age range');
  });

  it('uses the glossary words for the horoscope match', async () => {
    await setLocale('hi', { remember: false });
    expect(profilePageText('profilePage.hm.heading')).to.equal('गुण मिलान');
    expect(profilePageText('profilePage.porutham.heading')).to.equal('दस पोरुथम');
    await setLocale('ta', { remember: false });
    expect(profilePageText('profilePage.hm.heading')).to.equal('ஜாதகப் பொருத்தம்');
    expect(profilePageText('profilePage.guna.total', { points: '24.5' })).to.equal('36-இல் 24.5');
  });
});
