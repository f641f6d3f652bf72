import { expect } from 'chai';
import { problemFrom } from '@matrimony/session';
import {
  defaultNotificationSettings,
  SWITCHABLE_NOTIFICATION_CATEGORY_IDS
} from '@matrimony/catalog/notifications';
import { changeFailure, checkPasswordForm } from '../src/settings/account/change-password';
import {
  GRID_COLUMNS,
  GRID_ROWS,
  switchName,
  withSwitch
} from '../src/settings/notifications/notification-grid';
import { SETTINGS_SECTIONS } from '../src/settings/sections';

const MISSING = 'Please fill in all required fields';
/** An RTK Query / API client failure as the session's client makes it. */
const failure = (status: number, body: object) => problemFrom(status, '', null, JSON.stringify(body));

describe('settings: change password', () => {
  it('checks the form with the spec’s messages before anything is sent', () => {
    expect(checkPasswordForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).to.deep.equal({
      ok: false,
      errors: { currentPassword: MISSING, newPassword: MISSING, confirmPassword: MISSING }
    });
    expect(
      checkPasswordForm({ currentPassword: 'Old-pass-1', newPassword: 'abc', confirmPassword: 'abc' })
    ).to.deep.equal({
      ok: false,
      errors: { newPassword: 'Password must be at least 6 characters long.' }
    });
    expect(
      checkPasswordForm({
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-2',
        confirmPassword: 'New-pass-3'
      })
    ).to.deep.equal({
      ok: false,
      errors: { confirmPassword: 'Please make sure both passwords are identical.' }
    });
    expect(
      checkPasswordForm({
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-2',
        confirmPassword: 'New-pass-2'
      })
    ).to.deep.equal({
      ok: true,
      body: { currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' }
    });
  });

  it('puts a refusal under the field the service named, or shows the service’s title and detail', () => {
    const wrong = failure(401, {
      code: 'invalid_password',
      title: 'Incorrect Password',
      detail: 'The password is incorrect. Please try again.',
      errors: { currentPassword: 'The password is incorrect. Please try again.' }
    });
    expect(changeFailure(wrong)).to.deep.equal({
      errors: { currentPassword: 'The password is incorrect. Please try again.' }
    });
    const limited = failure(429, {
      code: 'too_many_requests',
      title: 'Too Many Attempts',
      detail: 'The password was entered wrongly several times.'
    });
    expect(changeFailure(limited)).to.deep.equal({
      errors: {},
      message: { title: 'Too Many Attempts', description: 'The password was entered wrongly several times.' }
    });
  });
});

describe('settings: notifications grid', () => {
  it('has a row per switchable category, labelled as the catalog says, and a column per channel', () => {
    expect(GRID_ROWS.map((row) => row.category)).to.deep.equal([...SWITCHABLE_NOTIFICATION_CATEGORY_IDS]);
    expect(GRID_ROWS.map((row) => row.category))
      .to.not.include('payment-receipt')
      .and.not.include('report');
    expect(GRID_COLUMNS.map((column) => column.channel)).to.deep.equal(['inApp', 'email']);
    expect(switchName(GRID_COLUMNS[1]!, GRID_ROWS[0]!)).to.equal('E-mail for Someone sent me an interest');
  });

  it('offers unread messages by e-mail only: the messages themselves are the news in the site', () => {
    const messages = GRID_ROWS.find((row) => row.category === 'messages')!;
    expect(messages.channels).to.deep.equal(['email']);
    expect(GRID_ROWS.find((row) => row.category === 'premium')!.channels).to.deep.equal(['inApp', 'email']);
  });

  it('changes one switch of a new grid, leaving the rest and the old grid as they were', () => {
    const before = defaultNotificationSettings();
    const after = withSwitch(before, 'profile-viewed', 'email', false);
    expect(after['profile-viewed']).to.deep.equal({ inApp: true, email: false });
    expect(after['interest-received']).to.deep.equal({ inApp: true, email: true });
    expect(before['profile-viewed'].email).to.equal(true);
  });

  it('names its sections once, for the navigation and the anchors', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).to.deep.equal([
      'account',
      'verification',
      'notifications',
      'privacy',
      'horoscope',
      'my-data'
    ]);
  });
});
