import { expect } from 'chai';
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog/constants';
import { welcomeChecklist, type ChecklistInput } from '../src/dashboard/welcome-checklist';
import { premiumSubscription, storedProfile } from './fixtures';

/** Registered a moment ago: under review, in the welcome month, preferences guessed, no photo, no badge. */
const brandNew = (): ChecklistInput => ({
  profile: storedProfile({ moderationStatus: 'pending', photos: [] }),
  subscription: premiumSubscription.subscription,
  isPremium: true,
  preferencesGuessed: true,
  memberNumberCopied: false
});

const keys = (input: ChecklistInput) => welcomeChecklist(input).map((item) => item.key);

describe('dashboard welcome checklist (which steps are open)', () => {
  it('lists every step for a brand-new member, each with the page where it is done', () => {
    const items = welcomeChecklist(brandNew());
    expect(items.map((item) => item.key)).to.deep.equal([
      'review',
      'welcome-month',
      'preferences',
      'photos',
      'verify-id',
      'verify-photo',
      'member-number'
    ]);
    expect(Object.fromEntries(items.map((item) => [item.key, item.link?.to]))).to.deep.equal({
      review: '/my-profile',
      'welcome-month': '/subscription',
      preferences: '/partner-preferences',
      photos: '/my-profile',
      'verify-id': '/settings/verification',
      'verify-photo': '/settings/verification/selfie',
      'member-number': undefined
    });
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey.review!.title).to.equal('Your profile is under review');
    expect(byKey.review!.detail).to.contain(`about ${MODERATION_TARGET_HOURS} hours`);
    // The welcome month ends 20 December 2026, 19:00 UTC: 21 December in India.
    expect(byKey['welcome-month']!.title).to.equal('Premium is free until 21 Dec 2026: your welcome month');
    expect(byKey['member-number']!.title).to.equal('Your member number: M1000001');
  });

  it('drops each step once it is done', () => {
    const without = (change: Partial<ChecklistInput>, profile: Partial<ChecklistInput['profile']> = {}) =>
      keys({ ...brandNew(), ...change, profile: { ...brandNew().profile, ...profile } });
    expect(without({}, { moderationStatus: 'approved' })).to.not.include('review');
    expect(without({ isPremium: false })).to.not.include('welcome-month');
    expect(
      without({ subscription: { ...premiumSubscription.subscription, amount: 499 } }),
      'a paid month is no welcome month'
    ).to.not.include('welcome-month');
    expect(without({ preferencesGuessed: false })).to.not.include('preferences');
    expect(without({}, { photos: storedProfile().photos })).to.not.include('photos');
    const idDone = without({}, { verification: { mobile: true, id: true, photo: false } });
    expect(idDone).to.not.include('verify-id');
    expect(idDone).to.include('verify-photo');
    const photoDone = without({}, { verification: { mobile: true, id: false, photo: true } });
    expect(photoDone).to.not.include('verify-photo');
    expect(photoDone).to.include('verify-id');
    expect(without({ memberNumberCopied: true })).to.not.include('member-number');
    expect(without({}, { memberNumber: null }), 'no number to share yet').to.not.include('member-number');
    // Each change took away exactly its own step.
    expect(without({ preferencesGuessed: false })).to.have.length(6);
  });

  it('asks a member whose profile was not approved to edit it, with the moderator’s reason', () => {
    const [review] = welcomeChecklist({
      ...brandNew(),
      profile: storedProfile({
        moderationStatus: 'rejected',
        moderationReason: 'The photo shows a phone number'
      })
    });
    expect(review).to.deep.include({ key: 'review', title: 'Your profile needs a change' });
    expect(review!.detail).to.contain('The photo shows a phone number');
    expect(review!.link).to.deep.equal({ to: '/edit-profile', label: 'Edit my profile' });
  });

  it('is empty once every step is done', () => {
    expect(
      welcomeChecklist({
        profile: storedProfile({
          moderationStatus: 'approved',
          verification: { mobile: true, id: true, photo: true }
        }),
        subscription: { ...premiumSubscription.subscription, amount: 499 },
        isPremium: true,
        preferencesGuessed: false,
        memberNumberCopied: true
      })
    ).to.deep.equal([]);
  });
});
