import { expect } from 'chai';
import { apiProblem } from './fixtures';
import { checkResetRequest } from '../src/signin/reset-request';
import { checkSignIn, signInFailureMessage, signInWithProofIfAsked } from '../src/signin/sign-in-form';
import { signInPathWithForgot } from '../src/shared/paths';

describe('sign-in form', () => {
  it('accepts a 10-digit mobile and a password', () => {
    expect(checkSignIn({ mobile: '9876543210', password: 'secret1' })).to.deep.equal({
      ok: true,
      value: { mobile: '9876543210', password: 'secret1' }
    });
  });

  it('explains a short mobile number and a missing password with the spec texts', () => {
    const result = checkSignIn({ mobile: '98765', password: '' });
    expect(result).to.deep.equal({
      ok: false,
      errors: {
        mobile: 'Please enter a valid 10-digit Indian mobile number (numbers only)',
        password: 'Please fill in all required fields'
      }
    });
  });

  it('asks for the e-mail before sending a reset link', () => {
    expect(checkResetRequest({ email: '' })).to.deep.equal({
      ok: false,
      errors: { email: 'Please enter your email address' }
    });
    expect(checkResetRequest({ email: 'asha@example.com' }).ok).to.equal(true);
  });

  it('gives the same failure for an unknown number and a wrong password, and passes on a wait request', () => {
    expect(
      signInFailureMessage(apiProblem(401, 'invalid_credentials', 'Sign In Failed', 'whatever'))
    ).to.deep.equal({
      title: 'Sign In Failed',
      description: 'Invalid mobile number or password. Please check your credentials.'
    });
    expect(
      signInFailureMessage(
        apiProblem(429, 'too_many_requests', 'Too Many Attempts', 'Please wait a few minutes and try again.')
      )
    ).to.deep.equal({
      title: 'Too Many Attempts',
      description: 'Please wait a few minutes and try again.'
    });
    expect(signInFailureMessage(apiProblem(503, 'unexpected_response', 'Service Unavailable'))).to.deep.equal(
      {
        title: 'Error',
        description: 'An unexpected error occurred. Please try again.'
      }
    );
    expect(signInFailureMessage(new TypeError('Failed to fetch')).title).to.equal('Error');
  });

  it('tells a suspended member so, instead of "wrong password"', () => {
    expect(
      signInFailureMessage(apiProblem(403, 'account_suspended', 'Account Suspended', 'whatever'))
    ).to.deep.equal({
      title: 'Account Suspended',
      description:
        'Your account is suspended. Write to us through Help & Support if you think this is a mistake.'
    });
  });
});

describe('"Forgot Password?" as a link', () => {
  it('opens and closes the form on /signin, keeping where to go after signing in', () => {
    const withRedirect = new URLSearchParams('redirectTo=%2Fprofile%2FM1234567');
    expect(signInPathWithForgot(withRedirect, true)).to.equal(
      '/signin?redirectTo=%2Fprofile%2FM1234567&forgot=true'
    );
    expect(signInPathWithForgot(new URLSearchParams('redirectTo=%2Fexplore&forgot=true'), false)).to.equal(
      '/signin?redirectTo=%2Fexplore'
    );
    expect(signInPathWithForgot(new URLSearchParams('forgot=true'), false)).to.equal('/signin');
    expect(signInPathWithForgot(new URLSearchParams(), true)).to.equal('/signin?forgot=true');
  });

  it('solves a proof of work and signs in again only when the service asks for one', async () => {
    const value = { mobile: '9876543210', password: 'secret1' };
    const sent: unknown[] = [];
    let solved = 0;
    const solve = async () => {
      solved += 1;
      return 'solved-payload';
    };
    await signInWithProofIfAsked(async (input) => void sent.push(input), value, solve);
    expect(sent).to.deep.equal([value]);
    expect(solved).to.equal(0);

    sent.length = 0;
    const askingOnce = async (input: { challenge?: string }) => {
      sent.push(input);
      if (!input.challenge) throw apiProblem(428, 'captcha_required', 'Security Check');
    };
    await signInWithProofIfAsked(askingOnce, value, solve);
    expect(sent).to.deep.equal([value, { ...value, challenge: 'solved-payload' }]);
    expect(solved).to.equal(1);

    const wrong = apiProblem(401, 'invalid_credentials', 'Sign In Failed');
    const refusing = async () => {
      throw wrong;
    };
    let thrown: unknown;
    await signInWithProofIfAsked(refusing, value, solve).catch((error: unknown) => (thrown = error));
    expect(thrown).to.equal(wrong);
    expect(solved).to.equal(1);
  });

  it('explains a failed security check as such, not as a wrong password', () => {
    expect(
      signInFailureMessage(apiProblem(400, 'captcha_check_failed', 'Error', 'whatever')).description
    ).to.equal(
      'Security verification failed. Make sure you have a stable internet connection and try again.'
    );
  });
});
