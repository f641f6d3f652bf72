import { expect } from 'chai';
import { mock } from 'node:test';
import { type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createChallenge } from 'altcha-lib';
import { FieldIdPrefix } from '@matrimony/profile-form';
import {
  ApiProblem,
  createAppStore,
  problemFrom,
  SessionProvider,
  type SessionController
} from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { theme } from '@matrimony/ui';
import { createIdentityApi } from '../src/api/identity';
import SignInPage from '../src/signin/SignInPage';
import { FIELD_ID_PREFIX } from '../src/signup/field-ids';
import { MobileStep } from '../src/signup/steps/MobileStep';
import { EMPTY_VALUES, type WizardValues } from '../src/signup/wizard-values';

const NOW = Date.UTC(2026, 10, 27, 10);
const REFUSAL = {
  type: 'about:blank',
  title: 'Too Many Attempts',
  status: 429,
  detail: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  code: 'too_many_attempts'
};

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<WizardValues>({ defaultValues: EMPTY_VALUES });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** Mounts `page` with what the shell gives mf-signup's pages: the store, a session controller, theme, router. */
function mount(page: ReactNode, controller: Partial<SessionController> = {}) {
  return render(
    <Provider store={createAppStore()}>
      <SessionProvider controller={controller as SessionController}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/signup']}>
            <FieldIdPrefix.Provider value={FIELD_ID_PREFIX}>
              <WithForm>{page}</WithForm>
            </FieldIdPrefix.Provider>
          </MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

/** svc-identity's OTP routes: a real proof-of-work challenge (small), and `send` answering POST /otp. */
function otpService(send: () => Response) {
  const calls: string[] = [];
  const fetchFn = (async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname.endsWith('/otp/challenge'))
      return Response.json(
        await createChallenge({ hmacKey: 'k', maxNumber: 20, expires: new Date(Date.now() + 600_000) })
      );
    if (pathname.endsWith('/otp')) return send();
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return { calls, identity: createIdentityApi(fetchFn) };
}

/** Moves the mocked clock (Date and setInterval) on by `ms`, letting React render what the ticks changed. */
const elapse = (ms: number) => act(() => mock.timers.tick(ms));

describe('refusals stay on screen with a countdown (rendered)', () => {
  const urls = relativeRequestUrls();
  beforeEach(() => {
    urls.install();
    // The countdowns' clock only: React, the proof of work and the test runner keep the real setTimeout.
    mock.timers.enable({ apis: ['setInterval', 'Date'], now: NOW });
  });
  afterEach(() => {
    mock.timers.reset();
    urls.restore();
  });

  it('sign-in: a 429 keeps its words and "Try again in 2 minutes" by a disabled Sign In until the wait is over', async () => {
    let attempts = 0;
    const signIn = async () => {
      attempts += 1;
      // As the API client builds it: the wait comes from the Retry-After header.
      throw new ApiProblem(problemFrom(429, 'Too Many Requests', '120', JSON.stringify(REFUSAL)));
    };
    mount(<SignInPage />, { signIn });
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-123' } });
    const submit = screen.getByRole('button', { name: 'Sign In' });
    fireEvent.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal(`${REFUSAL.title} ${REFUSAL.detail}`);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 2 minutes');
    expect(submit).to.have.property('disabled', true);

    await elapse(61_000);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 59 seconds');
    expect(screen.getByRole('alert')).to.equal(alert);
    expect(screen.getByRole('button', { name: 'Sign In' })).to.have.property('disabled', true);

    await elapse(59_000);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.queryByRole('timer')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Sign In' })).to.have.property('disabled', false);
    expect(attempts).to.equal(1);
  });

  it('step 1: a refused Send OTP stays by the disabled button with the seconds left, then can be sent again', async () => {
    const service = otpService(
      () =>
        new Response(JSON.stringify({ ...REFUSAL, detail: 'Too many OTP requests.', retryAfter: 45 }), {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '45' }
        })
    );
    mount(<MobileStep identity={service.identity} registered={false} onVerified={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).to.include(
      'Too many OTP requests.'
    );
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 45 seconds');
    expect(screen.getByRole('button', { name: 'Send OTP' })).to.have.property('disabled', true);

    await elapse(44_000);
    expect(screen.getByRole('timer').textContent).to.equal('Try again in 1 second');
    await elapse(1_000);
    expect(screen.queryByRole('alert')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Send OTP' })).to.have.property('disabled', false);
    expect(service.calls.filter((call) => call === 'POST /api/identity/otp')).to.have.length(1);
  });

  it('step 1: once the code is sent the number keeps its row to itself; "Change number" goes under it', async () => {
    const service = otpService(() => Response.json({ sent: true }));
    mount(<MobileStep identity={service.identity} registered={false} onVerified={() => undefined} />);
    const mobile = screen.getByLabelText(/^Mobile Number/);
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const change = await screen.findByRole('button', { name: 'Change number' }, { timeout: 30_000 });
    // The input's row holds the +91 prefix and the input only, and no control shares the field.
    const row = mobile.parentElement!;
    expect([...row.children].map((child) => child.tagName)).to.deep.equal(['SPAN', 'INPUT']);
    expect(row.parentElement!.contains(change)).to.equal(false);
    expect(row.parentElement!.querySelector('button')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).to.exist;
  });
});
