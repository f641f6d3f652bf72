import { expect } from 'chai';
import { cleanup, screen, within } from '@testing-library/react';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { type HoroscopeMatch } from '../src/api/discovery-api';
import { HoroscopeMatchSection } from '../src/profile-page/HoroscopeMatchSection';
import { premiumMatch } from './horoscope-match-fixture';
import { mount } from './mount';

const PROFILE_ID = '64b000000000000000000002';

const PORUTHAMS = [
  'Dinam',
  'Ganam',
  'Mahendram',
  'Stree Deergham',
  'Yoni',
  'Rasi',
  'Rasi Athipathi',
  'Vasya',
  'Rajju',
  'Vedha'
];

const totals = {
  goodCount: 5,
  max: 10 as const,
  notRecommended: false,
  verdict: { id: 'weak' as const }
};

const freeMatch = (tradition: 'north' | 'south'): HoroscopeMatch => ({
  availability: 'total_only',
  tradition,
  total: 33,
  max: 36,
  band: { id: 'excellent' },
  poruthams: totals,
  offer: { product: 'premium-month', priceInr: 499 }
});

describe('horoscope match on a profile (interaction)', () => {
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let answer: HoroscopeMatch;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    globalThis.fetch = (async () => Response.json(answer)) as typeof fetch;
  });
  afterEach(() => {
    cleanup();
    globalThis.fetch = realFetch;
  });

  const partHeadings = async () => {
    const card = await screen.findByRole('region', { name: 'Horoscope match' });
    await within(card).findByRole('heading', { level: 3, name: 'Ten Poruthams' });
    return within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
  };

  it('shows a South viewer the ten Poruthams first, each with its result and reason, then Guna Milan', async () => {
    answer = premiumMatch('south');
    await mount(<HoroscopeMatchSection profileId={PROFILE_ID} name="Arjun" />);
    expect(await partHeadings()).to.deep.equal(['Ten Poruthams', 'Guna Milan (Ashtakoota)']);
    const poruthams = screen.getByRole('region', { name: 'Ten Poruthams' });
    expect(
      within(poruthams)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    ).to.deep.equal(PORUTHAMS);
    expect(within(poruthams).getByText('6 of 10 good')).to.exist;
    expect(within(poruthams).getByText(/Both stars are in Kanta rajju; the same rajju is a deal-breaker\./))
      .to.exist;
    expect(screen.getByRole('link', { name: /Prefer Guna Milan first\? Change it in settings/ })).to.exist;
  });

  it('shows a North viewer Guna Milan first, then the Poruthams', async () => {
    answer = premiumMatch('north');
    await mount(<HoroscopeMatchSection profileId={PROFILE_ID} name="Arjun" />);
    expect(await partHeadings()).to.deep.equal(['Guna Milan (Ashtakoota)', 'Ten Poruthams']);
    expect(screen.getByRole('link', { name: /Prefer the Poruthams first\?/ })).to.exist;
  });

  it('gives a free South viewer both totals in their order, no breakdown, and the Premium offer', async () => {
    answer = freeMatch('south');
    await mount(<HoroscopeMatchSection profileId={PROFILE_ID} name="Arjun" />);
    expect(await partHeadings()).to.deep.equal(['Ten Poruthams', 'Guna Milan (Ashtakoota)']);
    expect(screen.getByText('5 of 10 good')).to.exist;
    expect(screen.getByText('33 of 36')).to.exist;
    expect(screen.queryAllByRole('table')).to.have.length(0);
    expect(screen.getByRole('link', { name: 'Upgrade for ₹499 a month' }).getAttribute('href')).to.equal(
      '/subscription'
    );
  });
});
