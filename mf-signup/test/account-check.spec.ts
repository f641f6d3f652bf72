import { expect } from 'chai';
import { SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { ApiProblem } from '@matrimony/session';
import { checkAccountFree } from '../src/signup/account-check';

const refusing = (status: number, code: string) => ({
  checkRegistration: () =>
    Promise.reject(
      new ApiProblem({ status, title: 'Refused', code, detail: undefined, errors: {}, retryAfter: undefined })
    )
});

describe('leaving step 2: is the account still free?', () => {
  it('goes on when both are free', async () => {
    let asked: unknown[] = [];
    const identity = { checkRegistration: async (...args: unknown[]) => void (asked = args) };
    expect(await checkAccountFree(identity, 'token', 'priya@example.in')).to.deep.equal({ ok: true });
    expect(asked).to.deep.equal(['token', 'priya@example.in']);
  });

  it('keeps the member on step 2 with the message under the e-mail when it is taken', async () => {
    expect(await checkAccountFree(refusing(409, 'email_already_exists'), 't', 'e@x.in')).to.deep.equal({
      ok: false,
      message: SIGNUP_MESSAGES.emailAlreadyExists,
      step: 2,
      emailError: SIGNUP_MESSAGES.emailAlreadyExists.description
    });
  });

  it('sends the member back to step 1 when the number was registered meanwhile or the verification expired', async () => {
    expect(await checkAccountFree(refusing(409, 'mobile_already_exists'), 't', 'e@x.in')).to.include({
      ok: false,
      step: 1,
      mobileRegistered: true
    });
    expect(await checkAccountFree(refusing(401, 'phone_token_invalid'), 't', 'e@x.in')).to.include({
      ok: false,
      step: 1,
      mobileRegistered: false
    });
  });

  it('lets the member go on when the check is limited or unreachable (the final submit checks again)', async () => {
    expect(await checkAccountFree(refusing(429, 'too_many_requests'), 't', 'e@x.in')).to.deep.equal({
      ok: true
    });
    expect(
      await checkAccountFree(
        { checkRegistration: () => Promise.reject(new TypeError('Failed to fetch')) },
        't',
        'e@x.in'
      )
    ).to.deep.equal({ ok: true });
  });
});
