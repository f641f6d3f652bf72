// The discovery pages in Hindi and Tamil: member cards, explore's chips and count, the match sentences and the
// profile page's horoscope words read in the chosen language (English is what every other spec checks).
import { expect } from 'chai';
import { cleanup, waitFor } from '@testing-library/react';
import { setLocale } from '@matrimony/i18n';
import { catalogText } from '@matrimony/ui/catalog-text';
import { MemberCard } from '../src/discovery/MemberCard';
import { type Card } from '../src/api/discovery-api';
import { chipsOf, emptyFilters } from '../src/explore/filters';
import { exploreText } from '../src/explore/messages';
import { profilePageText } from '../src/profile-page/messages';
import { matchExplanation, revealedReasonText } from '../src/shared/match-text';
import { relativeDay } from '../src/shared/relative-day';
import { mount } from './mount';

const card: Card = {
  id: '65f000000000000000000007',
  memberNumber: 'M1000007',
  displayName: 'Divya K.',
  age: 27,
  height: '5 ft 4 in (162 cm)',
  religion: 'Hindu',
  caste: null,
  district: 'Chennai',
  state: 'Tamil Nadu',
  education: 'M.Tech',
  occupation: 'Software Engineer',
  photoUrl: null,
  photoHidden: false,
  match: { score: 86, explanation: 'You match 7 of her 9 preferences; she matches 6 of your 8' },
  badges: { mobile: true, id: true, photo: false, premium: true },
  lastActiveDay: null,
  marks: { interestSent: false, shortlisted: false }
};

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

  it('says the match sentences again in Hindi, and leaves one of another shape as it came', async () => {
    await setLocale('hi', { remember: false });
    expect(matchExplanation(card.match.explanation)).to.equal(
      'उनकी 9 पसंदों में से 7 आपसे मेल खाती हैं; आपकी 8 पसंदों में से 6 उनसे मेल खाती हैं'
    );
    expect(matchExplanation('Meets 8 of your 9 preferences')).to.equal('Meets 8 of your 9 preferences');
    expect(
      revealedReasonText('You often open Doctor profiles from Tamil Nadu aged 25–29', (s) => s)
    ).to.equal('आप अक्सर Tamil Nadu की 25–29 वर्ष आयु की Doctor प्रोफ़ाइल खोलते हैं');
    expect(relativeDay('2026-11-22T08:00:00Z', new Date('2026-11-25T05:00:00Z'))).to.equal('3 दिन पहले');
  });

  it('keeps English sentences exactly as the service wrote them', () => {
    expect(matchExplanation(card.match.explanation)).to.equal(card.match.explanation);
    const reason = 'You often open Tamil-speaking profiles from Tamil Nadu aged 25–29';
    expect(revealedReasonText(reason, (s) => s)).to.equal(reason);
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
