import { expect } from 'chai';
import { CaptchaExpiredError, CaptchaFailedError } from '../src/shared/captcha';
import { sendOtpFailure, verifyOtpFailure } from '../src/signup/otp-messages';
import { apiProblem } from './fixtures';

const problem = (status: number, code?: string) =>
  apiProblem(status, code ?? 'unexpected_response', 'Error', 'detail from server');

describe('OTP toasts', () => {
  it('maps every send error code to the spec text, titled Error', () => {
    const cases: Array<[string | undefined, string]> = [
      ['too_many_requests', 'Too many requests. Please try again later.'],
      ['invalid_phone_number', 'Invalid phone number format.'],
      ['quota_exceeded', 'SMS quota exceeded. Please try again later.'],
      [
        'captcha_check_failed',
        'Security verification failed. Make sure you have a stable internet connection and try again.'
      ],
      ['captcha_already_rendered', 'Please wait a moment and try again.'],
      ['something-new', 'Failed to send OTP. Please try again.'],
      [undefined, 'Failed to send OTP. Please try again.']
    ];
    for (const [code, text] of cases) {
      const failure = sendOtpFailure(problem(400, code));
      expect(failure.message, String(code)).to.deep.equal({ title: 'Error', description: text });
    }
  });

  it('resets the bot check only after captcha failures', () => {
    expect(sendOtpFailure(problem(400, 'captcha_check_failed')).resetCaptcha).to.equal(true);
    expect(sendOtpFailure(problem(429, 'too_many_requests')).resetCaptcha).to.equal(false);
    expect(sendOtpFailure(new CaptchaFailedError()).resetCaptcha).to.equal(true);
  });

  it('treats a network failure as the generic send failure', () => {
    expect(sendOtpFailure(new TypeError('Failed to fetch')).message.description).to.equal(
      'Failed to send OTP. Please try again.'
    );
  });

  it('tells an expired or failed bot check apart', () => {
    expect(sendOtpFailure(new CaptchaExpiredError()).message).to.deep.equal({
      title: 'Session Expired',
      description: 'Please try sending OTP again.'
    });
    expect(sendOtpFailure(new CaptchaFailedError()).message).to.deep.equal({
      title: 'Verification Error',
      description: 'Please try again or check your internet connection.'
    });
  });

  it('maps verify errors to the "Verification Failed" toasts', () => {
    expect(verifyOtpFailure(problem(400, 'invalid_verification_code'))).to.deep.equal({
      title: 'Verification Failed',
      description: 'The verification code is invalid. Please check and try again.'
    });
    expect(verifyOtpFailure(problem(429, 'code_expired')).description).to.equal(
      'The verification code has expired. Please request a new one.'
    );
    expect(verifyOtpFailure(new Error('boom')).description).to.equal('Invalid OTP. Please try again.');
  });
});
