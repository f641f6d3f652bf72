import { networkProblem, problemFrom } from '@matrimony/session';
import { expect } from 'chai';
import EditProfilePage from '../src/edit-profile/EditProfilePage';
import MyProfilePage from '../src/my-profile/MyProfilePage';
import { profileState } from '../src/shared/query-state';
import SubscriptionPage from '../src/subscription/SubscriptionPage';
import type { PlansAnswer } from '@matrimony/contracts/http/billing/subscriptions';
import { premiumSubscription as premium, storedPhoto, storedProfile } from './fixtures';
import { buttonTag, isDisabled, renderPage, selectOf } from './render';

const plans: PlansAnswer = {
  plans: [
    { type: 'free', name: 'Free', priceInr: 0, periodMonths: null, features: ['5 interests per day'] },
    { type: 'premium', name: 'Premium', priceInr: 499, periodMonths: 1, features: ['View contact details and horoscope'] }
  ],
  contactUnlock: { name: 'Contact details', priceInr: 49, description: 'Mobile number, e-mail and WhatsApp of one profile, unlocked permanently' }
};

describe('account pages (rendered)', () => {
  it('chooses loading, ready, missing (404) or failed for a profile read', () => {
    expect(profileState({ isLoading: true })).to.equal('loading');
    expect(profileState({ isLoading: false, data: {} })).to.equal('ready');
    // RTK Query errors as the session's base query makes them: `data` is the client's problem.
    const error = (status: number, body: object) => ({ status, data: problemFrom(status, '', null, JSON.stringify(body)) });
    expect(profileState({ isLoading: false, error: error(404, { code: 'profile_missing', title: 'Profile Not Found' }) })).to.equal('missing');
    expect(profileState({ isLoading: false, error: error(500, { code: 'internal_error', title: 'Error' }) })).to.equal('failed');
    expect(profileState({ isLoading: false, error: { status: 0, data: networkProblem() } })).to.equal('failed');
  });

  it('/my-profile shows the profile, its review status, the photos with their controls and a link to edit', async () => {
    const html = await renderPage(<MyProfilePage />, { profile: storedProfile() });
    expect(html).to.contain('<meta name="robots" content="noindex');
    expect(html).to.contain('Priya Sharma').and.contain('Under review').and.contain('about 24 hours');
    expect(html).to.contain('Photos (3 of 5)').and.contain('>Primary<');
    expect(isDisabled(buttonTag(html, 'Move Photo 1 of 3 up'))).to.equal(true);
    expect(buttonTag(html, 'Move Photo 1 of 3 down')).to.be.a('string');
    expect(isDisabled(buttonTag(html, 'Move Photo 1 of 3 down'))).to.equal(false);
    expect(isDisabled(buttonTag(html, 'Delete Photo 1 of 3'))).to.equal(false);
    expect(html).to.contain('aria-label="Set Photo 2 of 3 as primary"').and.not.contain('Set Photo 1 of 3 as primary');
    expect(html).to.match(/<a[^>]*href="\/edit-profile"[^>]*>Edit profile<\/a>/);
    expect(html).to.contain('Add photos').and.contain('you can add 2 more');
  });

  it('/my-profile keeps the last photo and hides the picker at 5 photos', async () => {
    const one = await renderPage(<MyProfilePage />, { profile: storedProfile({ photos: [storedPhoto('a', 1)] }) });
    expect(isDisabled(buttonTag(one, 'Delete Photo 1 of 1'))).to.equal(true);
    const five = await renderPage(<MyProfilePage />, { profile: storedProfile({ photos: [1, 2, 3, 4, 5].map((n) => storedPhoto(String(n), n)) }) });
    expect(five).to.not.contain('Add photos');
    expect(five).to.contain('the most a profile can have');
  });

  it('/my-profile disables hiding for free members and says why; premium members can hide', async () => {
    const free = await renderPage(<MyProfilePage />, { profile: storedProfile() });
    expect(isDisabled(buttonTag(free, 'Hide my profile'))).to.equal(true);
    expect(free).to.contain('Hiding your profile is available to Premium members.');
    const paid = await renderPage(<MyProfilePage />, { profile: storedProfile(), isPremium: true });
    expect(buttonTag(paid, 'Hide my profile')).to.be.a('string');
    expect(isDisabled(buttonTag(paid, 'Hide my profile'))).to.equal(false);
  });

  it('/edit-profile starts from the stored profile and its name, with dependent choices and no mobile or e-mail fields', async () => {
    const html = await renderPage(<EditProfilePage />, { profile: storedProfile() });
    expect(html).to.contain('<meta name="robots" content="noindex');
    const caste = selectOf(html, 'edit-caste');
    expect(caste.selected).to.equal('Brahmin - Iyer');
    expect(caste.options).to.not.include('Sunni');
    const district = selectOf(html, 'edit-district');
    expect(district.selected).to.equal('Chennai');
    expect(district.options).to.include('Madurai').and.not.include('Ernakulam');
    expect(html).to.match(/<input[^>]*id="edit-fullName"[^>]*value="Priya Sharma"/);
    expect(html).to.not.match(/id="edit-(mobile|email)"/);
    expect(html).to.contain('Save changes');
  });

  it('/subscription shows "Premium until", the prices, how buying works and the buy button', async () => {
    const html = await renderPage(<SubscriptionPage />, { subscription: premium, plans });
    expect(html).to.contain('<meta name="robots" content="noindex');
    expect(html).to.contain('Premium until 21 December 2026');
    expect(html).to.contain('₹499/month').and.contain('₹49 per contact unlock');
    expect(html).to.match(/nothing renews by itself/i);
    expect(html).to.match(/<button[^>]*>[^<]*(Buy|Extend) Premium[^<]*₹499/);
    expect(html).to.match(/Loading receipts|Receipts/);
  });
});
