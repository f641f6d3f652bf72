import { expect } from 'chai';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { formatDate, formatLongDate } from '@matrimony/catalog/date-format';
import { defaultNotificationSettings } from '@matrimony/catalog/notifications';
import type { PlansAnswer } from '@matrimony/contracts/http/billing/subscriptions';
import { activatePseudoEnglish, restoreEnglish, unlocalizedTexts } from '@matrimony/i18n/pseudo';
import EditProfilePage from '../src/edit-profile/EditProfilePage';
import NewTicketPage from '../src/help/NewTicketPage';
import MyProfilePage from '../src/my-profile/MyProfilePage';
import PreferencesPage from '../src/partner-preferences/PreferencesPage';
import SettingsPage from '../src/settings/SettingsPage';
import SelfieCheckPage from '../src/settings/verification/SelfieCheckPage';
import SubscriptionPage from '../src/subscription/SubscriptionPage';
import { premiumSubscription, storedProfile } from './fixtures';
import { renderPage, type Cached } from './render';

// The member's own pages rendered in pseudo-English: a plain Latin letter left on screen is a string that never went
// through a catalogue, which Hindi and Tamil readers would get in English. The pages whose data a spec cannot put in
// the cache here (the help desk's lists, a receipt) are covered by their catalogues' parity only.

const profile = storedProfile();
/** Member data, shown as it is in every language, and the brand. */
const MEMBER_DATA = [
  'Matrimony',
  profile.fullName,
  profile.memberNumber ?? '',
  profile.aboutYourself ?? '',
  'Priya Sharma',
  'M1000001'
].filter(Boolean);
/** Dates: @matrimony/catalog/date-format writes them in English whatever the language (it takes no locale yet). */
const DATES = [
  profile.dateOfBirth,
  premiumSubscription.subscription.startDate,
  premiumSubscription.subscription.endDate
].flatMap((iso) => (iso ? [formatDate(iso), formatLongDate(iso)] : []));
/**
 * English on purpose: the language choice mounted in Settings by its own helper, the switcher's "Language" label
 * (@matrimony/i18n's), and English, which is named in English.
 */
const AS_WRITTEN = ['Language', 'English'];
const ALLOWED = [...AS_WRITTEN, ...MEMBER_DATA, ...DATES];

const plans: PlansAnswer = {
  plans: [
    { type: 'free', name: 'Free', priceInr: 0, periodMonths: null, features: ['5 interests per day'] },
    { type: 'premium', name: 'Premium', priceInr: 499, periodMonths: 1, features: ['Priority support'] }
  ],
  contactUnlock: {
    name: 'Contact details',
    priceInr: 49,
    description: 'Mobile number, e-mail and WhatsApp of one profile, unlocked permanently'
  }
};

const settings: Cached = {
  profile,
  notificationSettings: defaultNotificationSettings(),
  blocks: { items: [], page: 1, pageSize: 12, total: 0 },
  contactViewers: { visibility: 'full', items: [], page: 1, pageSize: 12, total: 0 }
};

const screens: Record<string, () => Promise<string>> = {
  settings: () => renderPage(<SettingsPage />, settings),
  'the selfie page': () => renderPage(<SelfieCheckPage />, settings),
  'my profile': () => renderPage(<MyProfilePage />, { profile }),
  'edit profile': () => renderPage(<EditProfilePage />, { profile }),
  'partner preferences': () => renderPage(<PreferencesPage />, { profile }),
  subscription: () =>
    renderPage(<SubscriptionPage />, { subscription: premiumSubscription, plans, isPremium: true }),
  'write to us': () => renderPage(<NewTicketPage />)
};

describe("the member's own pages in pseudo-English (no text outside the catalogues)", () => {
  const catalogTexts = allCatalogTexts();
  before(async () => {
    for (const render of Object.values(screens)) await render(); // registers every catalogue the pages use
    await activatePseudoEnglish(catalogTexts);
  });
  after(() => restoreEnglish(catalogTexts));

  for (const [name, render] of Object.entries(screens)) {
    it(`${name} shows only translated text`, async () => {
      const root = document.createElement('div');
      root.innerHTML = await render();
      expect(root.textContent, 'rendered something').to.not.equal('');
      expect(unlocalizedTexts(root, ALLOWED)).to.deep.equal([]);
    });
  }
});
