import { expect } from 'chai';
import { mock } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { ChangeMobileForm } from '../src/settings/account/ChangeMobileForm';
import { ChangePasswordForm } from '../src/settings/account/ChangePasswordForm';
import { DeleteAccountDialog } from '../src/settings/my-data/DeleteAccountDialog';
import { AccountProviders, memberStore } from './render';

const REFUSAL = {
  type: 'about:blank',
  title: 'Too Many Attempts',
  status: 429,
  detail: 'The password was entered wrongly several times. Please try again later.',
  code: 'too_many_password_checks',
  retryAfter: 90
};

/** Every call is refused with 429 and Retry-After: 90; counts the calls. */
function refuseEveryCall() {
  const real = globalThis.fetch;
  const calls = { count: 0 };
  globalThis.fetch = (async () => {
    calls.count += 1;
    return new Response(JSON.stringify(REFUSAL), {
      status: 429,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '90' }
    });
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = real) };
}

/** Moves the mocked clock (Date and setInterval) on by `ms`, letting React render what the ticks changed. */
const elapse = (ms: number) => act(() => mock.timers.tick(ms));

describe('settings: a refused password check stays on screen with its countdown', () => {
  const urls = relativeRequestUrls();
  let served: ReturnType<typeof refuseEveryCall>;
  beforeEach(() => {
    urls.install();
    served = refuseEveryCall();
    // The countdown's clock only: React and the test runner keep the real setTimeout.
    mock.timers.enable({ apis: ['setInterval', 'Date'], now: Date.UTC(2026, 10, 27, 10) });
  });
  afterEach(() => {
    mock.timers.reset();
    served.restore();
    urls.restore();
  });

  it('change password: the words and "Try again in 2 minutes" stay by a disabled button, which works again at zero', async () => {
    const store = await memberStore();
    render(
      <AccountProviders store={store}>
        <ChangePasswordForm />
      </AccountProviders>
    );
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-pass-22' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-pass-22' } });
    const submit = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal(`${REFUSAL.title} ${REFUSAL.detail}`);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 2 minutes');
    expect(submit).to.have.property('disabled', true);

    await elapse(31_000);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 59 seconds');
    // The same alert element: its words are not announced again at each tick.
    expect(screen.getByRole('alert')).to.equal(alert);
    expect(submit).to.have.property('disabled', true);
    fireEvent.click(submit);
    expect(served.calls.count).to.equal(1);

    await elapse(59_000);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.queryByRole('timer')).to.equal(null);
    expect(submit).to.have.property('disabled', false);
  });

  it('delete account: the refusal is kept in the dialog and the delete button waits it out', async () => {
    const store = await memberStore();
    render(
      <AccountProviders store={store}>
        <DeleteAccountDialog open onClose={() => undefined} />
      </AccountProviders>
    );
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'pass-1234' } });
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    fireEvent.click(submit);

    expect((await screen.findByRole('alert')).textContent).to.include(REFUSAL.detail);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 2 minutes');
    expect(submit).to.have.property('disabled', true);

    await elapse(90_000);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(submit).to.have.property('disabled', false);
  });

  it('change of mobile: a refused Send OTP stays by the disabled button until the wait is over', async () => {
    const store = await memberStore();
    render(
      <AccountProviders store={store}>
        <ChangeMobileForm current="9876543210" onChanged={() => undefined} />
      </AccountProviders>
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByLabelText(/^New mobile number/), { target: { value: '9876512345' } });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'pass-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect((await screen.findByRole('alert')).textContent).to.include(REFUSAL.detail);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 2 minutes');
    expect(screen.getByRole('button', { name: 'Send OTP' })).to.have.property('disabled', true);

    await elapse(90_000);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Send OTP' })).to.have.property('disabled', false);
  });
});
