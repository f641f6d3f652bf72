import { expect } from 'chai';
import * as constants from '../src/constants';

describe('business constants', () => {
  it('holds the spec values', () => {
    expect(constants).to.include({
      PREMIUM_PRICE_INR: 499,
      CONTACT_UNLOCK_PRICE_INR: 49,
      FREE_PLAN_PRICE_INR: 0,
      WELCOME_OFFER_MONTHS: 1,
      FREE_INTERESTS_PER_DAY: 5,
      MOBILE_DIGITS: 10,
      COUNTRY_CODE: '+91',
      OTP_DIGITS: 6,
      PASSWORD_MIN_LENGTH: 6,
      MINIMUM_AGE: 17,
      MAX_PHOTOS: 5,
      WIZARD_STEPS: 6,
      IDLE_TIMEOUT_MS: 300_000,
      IDLE_CHECK_INTERVAL_MS: 60_000,
      PAYMENT_PAUSE_MS: 600_000,
      FETCH_RETRIES: 5,
      FETCH_RETRY_GAP_MS: 1500,
      SIGNIN_PROFILE_RELOAD_DELAY_MS: 2000,
      REDIRECT_AFTER_REGISTRATION_MS: 2000,
      REDIRECT_AFTER_PASSWORD_RESET_MS: 3000,
      SUCCESS_NOTICE_DURATION_MS: 3000,
      STORAGE_CACHE_SECONDS: 3600,
      DATA_CACHE_STALE_MS: 300_000,
      DATA_CACHE_RETENTION_MS: 600_000,
      SESSION_REFRESH_BEFORE_EXPIRY_MS: 90_000,
      SESSION_REFRESH_CHECK_INTERVAL_MS: 30_000,
      SUPPORT_REPLY_HOURS: 24,
      PROFILE_APPROVAL_HOURS: 24,
      TIME_ZONE: 'Asia/Kolkata',
      NO_INFORMATION: 'No Information',
      DOB_YEAR_CHOICES: 54
    });
    expect(constants.SIGNUP_PROFILE_RELOAD_DELAYS_MS).to.deep.equal([3000, 5000]);
    expect(constants.BUSINESS_HOURS.map((h) => `${h.days} ${h.opens}-${h.closes}`)).to.deep.equal([
      'Monday - Friday 9:00 AM-8:00 PM',
      'Saturday 10:00 AM-6:00 PM',
      'Sunday 10:00 AM-4:00 PM'
    ]);
    expect(constants.REFUND_TIMELINE_BUSINESS_DAYS.map((s) => [s.min, s.max])).to.deep.equal([
      [2, 3],
      [1, 2],
      [5, 7],
      [3, 5]
    ]);
  });
});
