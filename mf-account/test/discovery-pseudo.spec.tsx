// The discovery pages rendered in pseudo-English: a plain Latin letter left on screen is a string that never went
// through a catalogue, which Hindi and Tamil readers would get in English. Member data, dates (date-format takes no
// locale yet) are named as allowed.
import { type ReactNode } from 'react';
import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { activatePseudoEnglish, pseudoText, restoreEnglish, unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { discoveryApi, type HoroscopeMatch, type ProfilePage } from '../src/api/discovery-api';
import { NOTIFICATIONS_PAGE_SIZE } from '@matrimony/catalog/notifications';
import { formatDate, formatDateTime } from '@matrimony/catalog/date-format';
import { notificationsApi } from '@matrimony/session/notifications';
import { connectionsEndpoints } from '../src/api/connections-api';
import { InterestsReceivedPage } from '../src/connections/InterestsPage';
import MatchesPage from '../src/connections/MatchesPage';
import ShortlistPage from '../src/connections/ShortlistPage';
import ViewsPage from '../src/connections/ViewsPage';
import NotificationsPage from '../src/notifications/NotificationsPage';
import DashboardPage from '../src/dashboard/DashboardPage';
import { MemberCard } from '../src/discovery/MemberCard';
import ExplorePage from '../src/explore/ExplorePage';
import { emptyFilters, searchQueryOf } from '../src/explore/filters';
import ProfilePageView from '../src/profile-page/ProfilePage';
import { storedProfile } from './fixtures';
import { FIT_ROWS, REVEALED_REASON, SOUTH_HOROSCOPE_ROW } from './match-fixtures';
import { AccountProviders, memberStore } from './render';
import { CARD_ID, memberCard } from './support/cards';

const ID = CARD_ID;
const card = memberCard({
  education: 'M.Tech / M.E',
  badges: { mobile: true, id: true, photo: true, premium: true },
  marks: { interestSent: true, shortlisted: true }
});

const page: ProfilePage = {
  profile: {
    ...card,
    match: { ...card.match, poruthams: { agree: 3, of: 10, failing: ['rajju', 'vedha'] } },
    gender: 'female',
    createdBy: null,
    motherTongue: 'Tamil',
    maritalStatus: 'Never Married',
    subCaste: null,
    annualIncome: '₹5-10 Lakhs',
    horoscope: { rasi: 'Mesha', star: 'Ashwini', dosham: 'No', computed: false },
    family: {
      familyType: 'nuclear',
      fatherOccupation: 'Business',
      motherOccupation: 'Homemaker',
      siblings: '1 Brother'
    },
    about: 'About Divya.',
    photos: [],
    lookingFor: FIT_ROWS.map((row) => row.fit),
    fitsYou: [SOUTH_HOROSCOPE_ROW.fit],
    revealedReason: REVEALED_REASON,
    memberSince: '2026-01-01T00:00:00.000Z'
  },
  relation: {
    isOwn: false,
    interest: null,
    isMatch: false,
    shortlisted: false,
    interestsRemainingToday: 3
  }
};

const match: HoroscopeMatch = {
  availability: 'total_only',
  tradition: 'south',
  total: 24.5,
  max: 36,
  band: { id: 'acceptable' },
  poruthams: {
    goodCount: 7,
    max: 10,
    notRecommended: true,
    verdict: { id: 'not_recommended' }
  },
  offer: { product: 'premium-month', priceInr: 499 }
};

/**
 * Member data, shown as it is in every language (the name, its initial where there is no photo, the member number,
 * the masked e-mail), the member number's format in the search box, and the brand.
 */
const ALLOWED = [
  'About Divya.',
  'Matrimony',
  'Divya K.',
  'Divya',
  'M1000007',
  storedProfile().fullName,
  'p•••@example.com',
  'M1234567',
  'D',
  // The interest's chosen message and the notice come worded by the services; dates stay English (no locale yet).
  'Message text.',
  'Notice text.',
  formatDateTime('2026-11-20T05:00:00.000Z'),
  formatDate('2026-11-20T05:00:00.000Z')
];

async function render(node: ReactNode, url = '/'): Promise<string> {
  const store = await memberStore({ profile: storedProfile() });
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  await dispatch(discoveryApi.util.upsertQueryData('profilePage', ID, page));
  await dispatch(discoveryApi.util.upsertQueryData('horoscopeMatch', ID, match));
  await dispatch(
    discoveryApi.util.upsertQueryData('recommendations', undefined, {
      items: [card],
      preferencesGuessed: false
    } as never)
  );
  await dispatch(
    discoveryApi.util.upsertQueryData('searchProfiles', searchQueryOf(emptyFilters(), undefined, 24), {
      items: [card],
      nextCursor: 'next'
    } as never)
  );
  const at = '2026-11-20T05:00:00.000Z';
  const paged = <T,>(items: T[]) => ({ items, page: 1, pageSize: 12, total: 13 });
  await dispatch(
    connectionsEndpoints.util.upsertQueryData(
      'interests',
      { box: 'received', status: 'pending', page: 1 },
      paged([
        {
          id: '65f0000000000000000000aa',
          direction: 'received' as const,
          status: 'pending' as const,
          sentAt: at,
          expiresAt: at,
          answeredAt: null,
          message: 'Message text.',
          declineReason: null,
          profile: card
        }
      ])
    )
  );
  await dispatch(
    connectionsEndpoints.util.upsertQueryData(
      'matches',
      1,
      paged([{ interestId: '65f0000000000000000000ab', matchedAt: at, profile: card }])
    )
  );
  await dispatch(
    connectionsEndpoints.util.upsertQueryData('shortlist', 1, paged([{ addedAt: at, profile: card }]))
  );
  await dispatch(
    connectionsEndpoints.util.upsertQueryData('profileViews', 1, {
      visibility: 'teaser',
      countLast30Days: 4,
      placeholders: 4
    })
  );
  await dispatch(
    notificationsApi.util.upsertQueryData(
      'notifications',
      { before: undefined, limit: NOTIFICATIONS_PAGE_SIZE },
      {
        items: [
          {
            id: 'n1',
            category: 'interest_received',
            text: 'Notice text.',
            link: '/interest-received',
            createdAt: at,
            read: false
          }
        ],
        nextBefore: null,
        unreadCount: 1
      } as never
    )
  );
  return renderToStaticMarkup(
    <AccountProviders store={store} url={url}>
      {node}
    </AccountProviders>
  );
}

/** Each screen, and a text it must show (so the cached answers were read, not a loading state). */
const screens: Record<string, [() => Promise<string>, string]> = {
  'a member card': [() => render(<MemberCard card={card} offers={['interest']} />), 'Divya K.'],
  'the dashboard': [() => render(<DashboardPage />), pseudoText('Upgrade to Premium')],
  explore: [() => render(<ExplorePage />, '/explore'), 'Divya K.'],
  "another member's profile": [
    () =>
      render(
        <Routes>
          <Route path="/profile/:id" element={<ProfilePageView />} />
        </Routes>,
        `/profile/${ID}`
      ),
    pseudoText('Rajju or Vedha does not match')
  ],
  'interests received': [() => render(<InterestsReceivedPage />), pseudoText('Accept')],
  'mutual matches': [() => render(<MatchesPage />), pseudoText('Show contact details')],
  shortlist: [() => render(<ShortlistPage />), pseudoText('Remove')],
  'who viewed my profile': [() => render(<ViewsPage />), pseudoText('Premium members see who they are')],
  notifications: [() => render(<NotificationsPage />), pseudoText('Mark all as read')]
};

describe('the discovery pages in pseudo-English (no text outside the catalogues)', () => {
  const catalogTexts = allCatalogTexts();
  before(async () => {
    for (const [screen] of Object.values(screens)) await screen(); // registers every catalogue the pages use
    await activatePseudoEnglish(catalogTexts);
  });
  after(() => restoreEnglish(catalogTexts));

  for (const [name, [screen, shown]] of Object.entries(screens)) {
    it(`${name} shows only translated text`, async () => {
      const root = document.createElement('div');
      root.innerHTML = await screen();
      expect(root.textContent, 'rendered its data').to.contain(shown);
      expect(unlocalizedTexts(root, ALLOWED)).to.deep.equal([]);
    });
  }
});
