import { expect } from 'chai';
import {
  CONTACT_MESSAGES,
  OTP_MESSAGES,
  OTP_SEND_ERRORS,
  OTP_VERIFY_ERRORS,
  PASSWORD_RESET_MESSAGES,
  SESSION_MESSAGES,
  SIGNIN_MESSAGES,
  SIGNUP_MESSAGES,
  formatMessage,
  messageText,
  otpSendErrorCode,
  otpSentMessage,
  otpVerifyErrorCode,
  registrationFailedBecause,
  userMessageForText,
  withDetail
} from '../src/index';

describe('user-facing messages', () => {
  it('renders the spec texts exactly in their "Title: text" / "Title - text" forms', () => {
    expect(formatMessage(SIGNUP_MESSAGES.invalidMobile)).to.equal(
      'Invalid Mobile Number: Please enter a valid 10-digit Indian mobile number (numbers only)'
    );
    expect(formatMessage(SIGNUP_MESSAGES.mobileAlreadyExists)).to.equal(
      'Mobile Number Already Exists: This mobile number is already registered. Please use a different number.'
    );
    expect(formatMessage(SIGNUP_MESSAGES.invalidOtp)).to.equal(
      'Invalid OTP: Please enter a valid 6-digit OTP'
    );
    expect(formatMessage(SIGNUP_MESSAGES.otpNotSent)).to.equal('Please send OTP first');
    expect(formatMessage(SIGNUP_MESSAGES.invalidEmail)).to.equal(
      'Invalid Email: Please enter a valid email address (e.g., name@example.com)'
    );
    expect(formatMessage(SIGNUP_MESSAGES.missingInformation)).to.equal(
      'Missing Information: Please fill in all required fields'
    );
    expect(formatMessage(SIGNUP_MESSAGES.passwordMismatch)).to.equal(
      'Password Mismatch: Passwords do not match'
    );
    expect(formatMessage(SIGNUP_MESSAGES.weakPassword)).to.equal(
      'Weak Password: Password must be at least 6 characters long'
    );
    expect(formatMessage(SIGNUP_MESSAGES.tooManyPhotos)).to.equal(
      'Too many photos: You can only upload up to 5 photos'
    );
    expect(formatMessage(SIGNUP_MESSAGES.invalidFileType)).to.equal(
      'Invalid file type: Please upload only image files'
    );
    expect(formatMessage(SIGNUP_MESSAGES.photoRequired)).to.equal('At least one profile photo is required');
    expect(formatMessage(SIGNUP_MESSAGES.missingInformationAndPhoto)).to.equal(
      'Missing Information: Please fill in all required fields and upload at least one photo'
    );
    expect(formatMessage(SIGNUP_MESSAGES.ageNotEligible)).to.equal(
      'Age not eligible to create profile. You must be at least 17 years old to create a profile.'
    );
    expect(formatMessage(SIGNUP_MESSAGES.dateOfBirthRequired)).to.equal('Date of birth is required');
    expect(formatMessage(SIGNUP_MESSAGES.registrationFailed)).to.equal(
      'Registration Failed: Please try again, registration could not be completed.'
    );
    expect(formatMessage(SIGNUP_MESSAGES.userCreationFailed)).to.equal(
      'User creation failed - no user returned'
    );
    expect(registrationFailedBecause('Email taken')).to.equal('Registration failed: Email taken');
    expect(formatMessage(SIGNIN_MESSAGES.signInFailed)).to.equal(
      'Sign In Failed: Invalid mobile number or password. Please check your credentials.'
    );
    expect(formatMessage(SIGNIN_MESSAGES.unexpectedError, ' - ')).to.equal(
      'Error - An unexpected error occurred. Please try again.'
    );
  });

  it('has the password reset, contact and session texts', () => {
    const dash = (m: Parameters<typeof formatMessage>[0]) => formatMessage(m, ' - ');
    expect(dash(PASSWORD_RESET_MESSAGES.emailRequired)).to.equal(
      'Email Required - Please enter your email address'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.requestFailed)).to.equal(
      'Error - Failed to send reset email. Please try again.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.resetEmailSent)).to.equal(
      'Reset Email Sent - Please check your email for password reset instructions.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.invalidResetLink)).to.equal(
      'Invalid Reset Link - This reset link is invalid or has expired. Please request a new one.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.resetLinkCheckFailed)).to.equal(
      'Error - Failed to verify reset link. Please try again.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.passwordTooShort)).to.equal(
      'Password Too Short - Password must be at least 6 characters long.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.passwordsDontMatch)).to.equal(
      "Passwords Don't Match - Please make sure both passwords are identical."
    );
    expect(dash(PASSWORD_RESET_MESSAGES.resetFailed)).to.equal(
      'Reset Failed - Failed to reset password. Please try again.'
    );
    expect(dash(PASSWORD_RESET_MESSAGES.resetSucceeded)).to.equal('Password Reset Successful!');
    expect(CONTACT_MESSAGES.missingInformation.title).to.equal('Missing Information');
    expect(dash(CONTACT_MESSAGES.sendFailed)).to.equal(
      'Failed to Send Message - Something went wrong. Please try again or contact us directly'
    );
    expect(dash(CONTACT_MESSAGES.sent)).to.equal('Message Sent Successfully!');
    expect(dash(SESSION_MESSAGES.sessionExpired)).to.equal(
      'Session Expired - You have been automatically logged out due to inactivity.'
    );
    expect(SESSION_MESSAGES.signedOut.title).to.equal('Signed out successfully');
    expect(SESSION_MESSAGES.subscriptionExpired.title).to.equal('Subscription Expired');
    expect(dash(SESSION_MESSAGES.signOutFailed)).to.equal('Error - Failed to sign out');
    expect(SESSION_MESSAGES.pageNotFound.title).to.equal('Oops! Page not found');
  });

  it('has the OTP texts', () => {
    expect(formatMessage(OTP_MESSAGES.captchaExpired)).to.equal(
      'Session Expired: Please try sending OTP again.'
    );
    expect(formatMessage(OTP_MESSAGES.captchaError)).to.equal(
      'Verification Error: Please try again or check your internet connection.'
    );
    expect(formatMessage(OTP_MESSAGES.mobileVerified)).to.equal(
      'Mobile Verified: Your mobile number has been verified successfully'
    );
    expect(formatMessage(otpSentMessage('+919876543210'))).to.equal(
      'OTP Sent: Verification code has been sent to +919876543210'
    );
  });

  it('maps OTP send error codes one-to-one, titled Error', () => {
    expect(
      Object.fromEntries(Object.entries(OTP_SEND_ERRORS).map(([code, m]) => [code, m.description]))
    ).to.deep.equal({
      too_many_requests: 'Too many requests. Please try again later.',
      invalid_phone_number: 'Invalid phone number format.',
      quota_exceeded: 'SMS quota exceeded. Please try again later.',
      captcha_check_failed:
        'Security verification failed. Make sure you have a stable internet connection and try again.',
      captcha_already_rendered: 'Please wait a moment and try again.',
      other: 'Failed to send OTP. Please try again.'
    });
    for (const message of Object.values(OTP_SEND_ERRORS)) expect(message.title).to.equal('Error');
    expect(otpSendErrorCode('quota_exceeded')).to.equal('quota_exceeded');
    expect(otpSendErrorCode('too_many_requests')).to.equal('too_many_requests');
    expect(otpSendErrorCode('quota-exceeded'), 'one key set: the wire code').to.equal('other');
    expect(otpSendErrorCode('network_request_failed')).to.equal('other');
    expect(otpSendErrorCode(undefined)).to.equal('other');
  });

  it('maps OTP verify error codes one-to-one, titled Verification Failed', () => {
    expect(
      Object.fromEntries(Object.entries(OTP_VERIFY_ERRORS).map(([code, m]) => [code, m.description]))
    ).to.deep.equal({
      invalid_verification_code: 'The verification code is invalid. Please check and try again.',
      code_expired: 'The verification code has expired. Please request a new one.',
      other: 'Invalid OTP. Please try again.'
    });
    for (const message of Object.values(OTP_VERIFY_ERRORS))
      expect(message.title).to.equal('Verification Failed');
    expect(otpVerifyErrorCode('code_expired')).to.equal('code_expired');
    expect(otpVerifyErrorCode('weird')).to.equal('other');
  });

  it('uses the provider detail when there is one, the fallback otherwise', () => {
    expect(withDetail(CONTACT_MESSAGES.sendFailed, 'SMTP down')).to.deep.equal({
      title: 'Failed to Send Message',
      description: 'SMTP down'
    });
    expect(withDetail(CONTACT_MESSAGES.sendFailed, '  ')).to.equal(CONTACT_MESSAGES.sendFailed);
    expect(withDetail(CONTACT_MESSAGES.sendFailed, undefined)).to.equal(CONTACT_MESSAGES.sendFailed);
  });

  it('finds the whole message from a field text', () => {
    expect(userMessageForText(messageText(SIGNUP_MESSAGES.weakPassword))).to.equal(
      SIGNUP_MESSAGES.weakPassword
    );
    expect(userMessageForText('Name must be at most 100 characters')).to.deep.equal({
      title: 'Too Long',
      description: 'Name must be at most 100 characters'
    });
    expect(userMessageForText('something else')).to.equal(undefined);
  });
});
