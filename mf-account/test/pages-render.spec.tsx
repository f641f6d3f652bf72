import { networkProblem, problemFrom } from '@matrimony/session';
import { expect } from 'chai';
import EditProfilePage from '../src/edit-profile/EditProfilePage';
import MyProfilePage from '../src/my-profile/MyProfilePage';
import { profileState } from '../src/shared/query-state';
import SettingsPage from '../src/settings/SettingsPage';
import SubscriptionPage from '../src/subscription/SubscriptionPage';
import type { PlansAnswer } from '@matrimony/contracts/http/billing/subscriptions';
import { defaultNotificationSettings } from '@matrimony/catalog/notifications';
import { premiumSubscription as premium, storedPhoto, storedProfile } from './fixtures';
import { buttonTag, isDisabled, renderPage, selectOf, type Cached } from './render';

const plans: PlansAnswer = {
  plans: [
    { type: 'free', name: 'Free', priceInr: 0, periodMonths: null, features: ['5 interests per day'] },
    {
      type: 'premium',
      name: 'Premium',
      priceInr: 499,
      periodMonths: 1,
      features: ['View contact details and horoscope']
    }
  ],
  contactUnlock: {
    name: 'Contact details',
    priceInr: 49,
    description: 'Mobile number, e-mail and WhatsApp of one profile, unlocked permanently'
  }
};

/** What /settings reads, already answered: the profile, the notification grid and an empty blocked list. */
const settingsCache = (change: Cached = {}): Cached => ({
  profile: storedProfile(),
  notificationSettings: defaultNotificationSettings(),
  blocks: { items: [], page: 1, pageSize: 12, total: 0 },
  contactViewers: { visibility: 'full', items: [], page: 1, pageSize: 12, total: 0 },
  ...change
});

describe('account pages (rendered)', () => {
  it('chooses loading, ready, missing (404) or failed for a profile read', () => {
    expect(profileState({ isLoading: true })).to.equal('loading');
    expect(profileState({ isLoading: false, data: {} })).to.equal('ready');
    // RTK Query errors as the session's base query makes them: `data` is the client's problem.
    const error = (status: number, body: object) => ({
      status,
      data: problemFrom(status, '', null, JSON.stringify(body))
    });
    expect(
      profileState({
        isLoading: false,
        error: error(404, { code: 'profile_missing', title: 'Profile Not Found' })
      })
    ).to.equal('missing');
    expect(
      profileState({ isLoading: false, error: error(500, { code: 'internal_error', title: 'Error' }) })
    ).to.equal('failed');
    expect(profileState({ isLoading: false, error: { status: 0, data: networkProblem() } })).to.equal(
      'failed'
    );
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
    expect(html)
      .to.contain('aria-label="Set Photo 2 of 3 as primary"')
      .and.not.contain('Set Photo 1 of 3 as primary');
    expect(html).to.match(/<a[^>]*href="\/edit-profile"[^>]*>Edit profile<\/a>/);
    expect(html).to.contain('Add photos').and.contain('you can add 2 more');
    expect(html).to.contain('Profile created by herself');
  });

  it('/my-profile says who created the profile, and nothing for a profile stored before it was asked', async () => {
    const byParent = await renderPage(<MyProfilePage />, {
      profile: storedProfile({ profileFor: 'daughter' })
    });
    expect(byParent).to.contain('Profile created by her parent').and.contain('My daughter');
    const older = await renderPage(<MyProfilePage />, { profile: storedProfile({ profileFor: null }) });
    expect(older).to.not.contain('Profile created by').and.not.contain('This profile is for');
  });

  it('/my-profile keeps the last photo and hides the picker at 5 photos', async () => {
    const one = await renderPage(<MyProfilePage />, {
      profile: storedProfile({ photos: [storedPhoto('a', 1)] })
    });
    expect(isDisabled(buttonTag(one, 'Delete Photo 1 of 1'))).to.equal(true);
    const five = await renderPage(<MyProfilePage />, {
      profile: storedProfile({ photos: [1, 2, 3, 4, 5].map((n) => storedPhoto(String(n), n)) })
    });
    expect(five).to.not.contain('Add photos');
    expect(five).to.contain('the most a profile can have');
  });

  it('/my-profile points to Privacy settings for photo privacy and hiding', async () => {
    const html = await renderPage(<MyProfilePage />, { profile: storedProfile() });
    expect(html).to.match(/<a[^>]*href="\/settings#privacy"[^>]*>Privacy settings<\/a>/);
    expect(html).to.not.contain('Hide my profile');
  });

  it('/my-profile shows the member number to share, with a button that copies it', async () => {
    const html = await renderPage(<MyProfilePage />, { profile: storedProfile() });
    expect(html).to.contain('Your member number, to share').and.contain('<strong>M1000001</strong>');
    expect(buttonTag(html, 'Copy member number')).to.be.a('string');
    expect(html).to.match(/role="status"/);
    const numberless = await renderPage(<MyProfilePage />, {
      profile: storedProfile({ memberNumber: null })
    });
    expect(numberless).to.not.contain('Copy member number');
  });

  it('/settings has a link to each section and the sections they name', async () => {
    const html = await renderPage(<SettingsPage />, settingsCache());
    expect(html).to.contain('<meta name="robots" content="noindex');
    expect(html).to.match(/<nav[^>]*aria-label="Settings sections"/);
    for (const [id, title] of [
      ['account', 'Account'],
      ['verification', 'Verification'],
      ['notifications', 'Notifications'],
      ['privacy', 'Privacy'],
      ['my-data', 'My data']
    ]) {
      expect(html, id).to.match(new RegExp(`<a[^>]*href="/#${id}"[^>]*>${title}</a>`));
      expect(html, id).to.match(new RegExp(`<section[^>]*id="${id}"[^>]*aria-labelledby="${id}-heading"`));
      expect(html, id).to.match(new RegExp(`<h2[^>]*id="${id}-heading"[^>]*>${title}</h2>`));
    }
  });

  it('/settings, Account: the password form, and neither the mobile nor the e-mail in full', async () => {
    const html = await renderPage(<SettingsPage />, settingsCache());
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(html, label).to.match(new RegExp(`<label[^>]*>${label}`));
    expect(html).to.match(
      /<input[^>]*autoComplete="current-password"|<input[^>]*autocomplete="current-password"/i
    );
    expect(buttonTag(html, 'Change password')).to.be.a('string');
    expect(html).to.not.contain('9876543210').and.not.contain('priya@example.com');
    // The e-mail and mobile forms appear once the account is read (test/contact-change.spec.tsx).
    expect(html).to.contain('security notices go to your e-mail address');
  });

  it('/settings, Notifications: a checkbox per category and channel, named for both, as stored; the always-sent note', async () => {
    const stored = defaultNotificationSettings();
    stored['profile-viewed'].email = false;
    const html = await renderPage(<SettingsPage />, settingsCache({ notificationSettings: stored }));
    expect(html).to.match(/<table[^>]*aria-labelledby="notifications-heading"/);
    expect(html).to.match(/<th scope="col">E-mail<\/th>/);
    expect(html).to.match(/<th scope="row">Someone sent me an interest<\/th>/);
    const box = (name: string) =>
      new RegExp(`<input type="checkbox" aria-label="${name.replace(/[()]/g, '\\$&')}"[^>]*>`).exec(
        html
      )?.[0];
    expect(box('E-mail for Someone sent me an interest')).to.contain('checked');
    expect(box('E-mail for Someone viewed my profile')).to.be.a('string').and.not.contain('checked');
    expect(box('In the site for Someone viewed my profile')).to.contain('checked');
    const messages = 'I have unread messages (at most one e-mail per conversation in six hours)';
    expect(box(`E-mail for ${messages}`)).to.contain('checked');
    expect(box(`In the site for ${messages}`), 'messages are e-mail only').to.equal(undefined);
    expect(html).to.not.contain('A payment of mine was received');
    expect(html).to.contain('Payment receipts, acknowledgements of reports you make and security notices');
  });

  it('/settings, Privacy: photo privacy, hiding (premium only, with the reason) and the blocked members', async () => {
    const blocks = {
      items: [
        { id: 'p9', memberNumber: 'M1234567', displayName: 'Ravi K.', blockedAt: '2025-11-01T10:00:00.000Z' }
      ],
      page: 1,
      pageSize: 12,
      total: 1
    };
    const free = await renderPage(<SettingsPage />, settingsCache({ blocks }));
    expect(free)
      .to.contain('Who sees my photos')
      .and.contain('Only members I accepted or sent an interest to');
    expect(isDisabled(buttonTag(free, 'Hide my profile'))).to.equal(true);
    expect(free).to.contain('Hiding your profile is available to Premium members.');
    expect(free).to.contain('Ravi K.').and.contain('aria-label="Unblock Ravi K."');
    const paid = await renderPage(<SettingsPage />, { ...settingsCache(), isPremium: true });
    expect(isDisabled(buttonTag(paid, 'Hide my profile'))).to.equal(false);
    expect(paid).to.contain('You have not blocked anyone.');
  });

  it('/settings, Privacy: who saw my contact, each linking to their profile, or what it means that no one has', async () => {
    const viewedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    const contactViewers = {
      visibility: 'full' as const,
      items: [
        { id: '665f1c2e8a1b2c3d4e5f6a7b', memberNumber: 'M1000042', displayName: 'Arjun R.', viewedAt }
      ],
      page: 1,
      pageSize: 12,
      total: 1
    };
    const html = await renderPage(<SettingsPage />, settingsCache({ contactViewers }));
    expect(html).to.contain('>Who saw my contact</h3>');
    expect(html).to.match(
      /<a href="\/profile\/665f1c2e8a1b2c3d4e5f6a7b"[^>]*>Arjun R\.<\/a> · M1000042 · saw it <time dateTime="[^"]+">3 days ago<\/time>/
    );
    expect(html.indexOf('Who saw my contact')).to.be.lessThan(html.indexOf('Blocked members'));
    const none = await renderPage(<SettingsPage />, settingsCache());
    expect(none).to.contain(
      'No one has seen your contact details yet. Members see them when they have Premium or unlock your profile.'
    );
  });

  it('/settings, Privacy: a free member learns how many saw their contact and is offered Premium to see who', async () => {
    const html = await renderPage(
      <SettingsPage />,
      settingsCache({ contactViewers: { visibility: 'teaser', total: 2, placeholders: 2 } })
    );
    expect(html).to.contain(
      '2 members saw your mobile number and e-mail. Premium members see who they are, and when.'
    );
    expect(html).to.match(/<a[^>]*href="\/subscription"[^>]*>See who saw my contact with Premium/);
  });

  it('/settings, My data: downloading a copy first (its requests read once mounted), then deleting, which asks through a dialog', async () => {
    const html = await renderPage(<SettingsPage />, settingsCache());
    expect(buttonTag(html, 'Delete my account…')).to.match(/aria-haspopup="dialog"/);
    expect(html.indexOf('>Download my data</h3>'))
      .to.be.greaterThan(0)
      .and.lessThan(html.indexOf('>Delete my account</h3>'));
    expect(html).to.contain('Looking for your earlier requests…');
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
    expect(selectOf(html, 'edit-profileFor').selected).to.equal('myself');
    const older = await renderPage(<EditProfilePage />, { profile: storedProfile({ profileFor: null }) });
    expect(selectOf(older, 'edit-profileFor').selected, 'asked again, never guessed').to.equal('');
  });

  it('/subscription shows "Premium until", the prices, how buying works and the buy button', async () => {
    const html = await renderPage(<SubscriptionPage />, { subscription: premium, plans });
    expect(html).to.contain('<meta name="robots" content="noindex');
    expect(html).to.contain('Premium until 21 Dec 2026');
    expect(html).to.contain('₹499/month').and.contain('₹49 per contact unlock');
    expect(html).to.match(/nothing renews by itself/i);
    expect(html).to.match(/<button[^>]*>[^<]*(Buy|Extend) Premium[^<]*₹499/);
    expect(html).to.match(/Loading receipts|Receipts/);
  });
});
