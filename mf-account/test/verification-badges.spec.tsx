import { expect } from 'chai';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { MemberCard } from '../src/discovery/MemberCard';
import { welcomeChecklist } from '../src/dashboard/welcome-checklist';
import { FilterPanel } from '../src/explore/FilterPanel';
import { chipsOf, emptyFilters, searchQueryOf, type ExploreFilters } from '../src/explore/filters';
import { type Card } from '../src/api/discovery-api';
import { storedProfile } from './fixtures';
import { mount } from './mount';

const card = (badges: Partial<Card['badges']> = {}): Card => ({
  id: '65f000000000000000000001',
  memberNumber: 'M1000001',
  displayName: 'Arjun R.',
  age: 31,
  height: '5 ft 10 in (177 cm)',
  religion: 'Hindu',
  caste: 'Nair',
  district: 'Ernakulam',
  state: 'Kerala',
  education: 'MBBS',
  occupation: 'Doctor',
  photoUrl: null,
  photoHidden: false,
  match: {
    score: 82,
    youMeetTheirs: { met: 8, total: 9 },
    theyMeetYours: { met: 8, total: 9 },
    otherGender: 'female',
    poruthams: null
  },
  badges: { mobile: true, id: false, photo: false, premium: false, ...badges },
  lastActiveDay: null,
  marks: { interestSent: false, shortlisted: false }
});

const badgeNames = () =>
  within(screen.getByRole('list', { name: 'Verification' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('verification badges (mf-account)', () => {
  it('a card names each badge the member holds, and only those', async () => {
    const page = await mount(<MemberCard card={card({ id: true })} />);
    expect(badgeNames()).to.deep.equal(['Mobile verified', 'ID verified']);
    page.unmount();
    await mount(<MemberCard card={card({ id: true, photo: true, premium: true })} />);
    expect(badgeNames()).to.deep.equal(['Mobile verified', 'ID verified', 'Photo verified']);
    expect(screen.getByText('Premium')).to.not.equal(null);
  });

  it('the dashboard offers each check not done, a link to where it is done; nothing once both are', () => {
    const links = (verification: { mobile: boolean; id: boolean; photo: boolean }) =>
      welcomeChecklist({
        profile: storedProfile({ moderationStatus: 'approved', verification }),
        subscription: null,
        isPremium: false,
        preferencesGuessed: false,
        memberNumberCopied: true
      }).map((item) => [item.link?.label, item.link?.to]);
    expect(links({ mobile: true, id: false, photo: false })).to.deep.equal([
      ['Verify my ID', '/settings/verification'],
      ['Take a selfie', '/settings/verification/selfie']
    ]);
    expect(links({ mobile: true, id: true, photo: false })).to.deep.equal([
      ['Take a selfie', '/settings/verification/selfie']
    ]);
    expect(links({ mobile: true, id: false, photo: true })).to.deep.equal([
      ['Verify my ID', '/settings/verification']
    ]);
    expect(links({ mobile: true, id: true, photo: true })).to.deep.equal([]);
  });

  it('"Only ID-verified profiles" in the filters asks the search for verified members, with a chip', async () => {
    const user = userEvent.setup();
    const changes: ExploreFilters[] = [];
    function Panel() {
      const [filters, setFilters] = useState(emptyFilters());
      return (
        <FilterPanel
          filters={filters}
          onChange={(next) => {
            changes.push(next);
            setFilters(next);
          }}
        />
      );
    }
    await mount(<Panel />);
    await user.click(screen.getByRole('checkbox', { name: 'Only ID-verified profiles' }));
    const filters = changes.at(-1)!;
    expect(filters.verifiedOnly).to.equal(true);
    expect(searchQueryOf(filters, undefined, 20).verifiedOnly).to.equal('true');
    expect(chipsOf(filters)).to.deep.include({ key: 'verifiedOnly', label: 'ID verified' });
  });
});
