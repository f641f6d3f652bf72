// Business constants (the reasons: docs/product-rules.md). One definition for every
// frontend and service: change a number here, never inline it elsewhere.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

// Money (Indian rupees; payment gateways take paise = rupees × 100).
export const PREMIUM_PRICE_INR = 499;
export const PREMIUM_PERIOD_MONTHS = 1;
export const FREE_PLAN_PRICE_INR = 0;
export const CONTACT_UNLOCK_PRICE_INR = 49;
/** Premium fair use (stated in the Terms): contacts of at most this many new profiles a day. */
export const PREMIUM_CONTACTS_PER_DAY = 30;
export const PAISE_PER_RUPEE = 100;
/** Welcome offer: this many months of premium at amount 0, once per member, on registration. */
export const WELCOME_OFFER_MONTHS = 1;
export const WELCOME_OFFER_AMOUNT_INR = 0;

// Plan limits.
export const FREE_INTERESTS_PER_DAY = 5;

// Identity and sign-up.
export const MOBILE_DIGITS = 10;
/** Indian mobile numbers (National Numbering Plan) begin with one of these digits. */
export const MOBILE_FIRST_DIGITS = '6789';
export const COUNTRY_CODE = '+91';
/** Country code as wa.me and SMS gateways want it: digits only, no "+". */
export const COUNTRY_CODE_DIGITS = '91';
export const OTP_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** A link to confirm a new e-mail address (Settings, Account) works once, for this many hours. */
export const EMAIL_CHANGE_LINK_VALIDITY_HOURS = 24;
/**
 * Minimum age to create a profile, as the spec states. Operators note: the legal marriage age
 * in India is 18 for women and 21 for men (see the package README).
 */
export const MINIMUM_AGE = 17;
/** Oldest age offered by the date-of-birth year list (current year − 70). */
export const MAXIMUM_AGE_OFFERED = 70;
/** Oldest age a partner-preference age range (and the landing page's quick search) may reach. */
export const PREFERENCE_MAX_AGE = 70;
/** Date-of-birth year list length (current − 17 down to current − 70: only years that can pass the age rule). */
export const DOB_YEAR_CHOICES = MAXIMUM_AGE_OFFERED - MINIMUM_AGE + 1;
export const MAX_PHOTOS = 5;
export const WIZARD_STEPS = 6;
/** Stored when an optional text field (company name, sub-caste) is left empty. */
export const NO_INFORMATION = 'No Information';

// Session and idle logout.
export const IDLE_TIMEOUT_MS = 5 * MINUTE_MS;
export const IDLE_CHECK_INTERVAL_MS = 60 * SECOND_MS;
/** A "payment-start" event suspends idle logout this long (or until "payment-success"). */
export const PAYMENT_PAUSE_MS = 10 * MINUTE_MS;
export const IDLE_ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click'
] as const;
export const PAYMENT_START_EVENT = 'payment-start';
export const PAYMENT_SUCCESS_EVENT = 'payment-success';
/** Refresh the access token automatically when about this much lifetime remains. */
export const SESSION_REFRESH_BEFORE_EXPIRY_MS = 90 * SECOND_MS;
export const SESSION_REFRESH_CHECK_INTERVAL_MS = 30 * SECOND_MS;

// Profile / subscription reads.
export const FETCH_RETRIES = 5;
export const FETCH_RETRY_GAP_MS = 1500;
/** After sign-up the profile is reloaded at each of these delays. */
export const SIGNUP_PROFILE_RELOAD_DELAYS_MS = [3 * SECOND_MS, 5 * SECOND_MS] as const;
export const SIGNIN_PROFILE_RELOAD_DELAY_MS = 2 * SECOND_MS;

// Captcha (mobile verification step).
export const CAPTCHA_INIT_DELAY_MS = 100;
export const CAPTCHA_MISSING_WAIT_MS = 500;
export const CAPTCHA_RESET_DELAY_MS = 1 * SECOND_MS;

// Redirects and notices.
export const REDIRECT_AFTER_REGISTRATION_MS = 2 * SECOND_MS;
export const REDIRECT_AFTER_PASSWORD_RESET_MS = 3 * SECOND_MS;
export const SUCCESS_NOTICE_DURATION_MS = 3 * SECOND_MS;

// Caching.
export const STORAGE_CACHE_SECONDS = 3600;
export const DATA_CACHE_STALE_MS = 5 * MINUTE_MS;
export const DATA_CACHE_RETENTION_MS = 10 * MINUTE_MS;

// Support and operations.
export const SUPPORT_REPLY_HOURS = 24;
export const PROFILE_APPROVAL_HOURS = 24;
export const PROFILE_APPROVAL_MS = PROFILE_APPROVAL_HOURS * HOUR_MS;
export const TIME_ZONE = 'Asia/Kolkata';
/** Premium-expiring e-mail is sent this many days before the end date (docs/product-rules.md#notifications). */
export const PREMIUM_EXPIRY_REMINDER_DAYS = 3;

export interface BusinessHours {
  readonly days: string;
  readonly opens: string;
  readonly closes: string;
}
export const BUSINESS_HOURS: readonly BusinessHours[] = [
  { days: 'Monday - Friday', opens: '9:00 AM', closes: '8:00 PM' },
  { days: 'Saturday', opens: '10:00 AM', closes: '6:00 PM' },
  { days: 'Sunday', opens: '10:00 AM', closes: '4:00 PM' }
];

// Refund policy: no cancellation after purchase; refunds only for these reasons.
export const REFUND_TECHNICAL_ISSUE_MIN_HOURS = 48;
export const REFUND_ELIGIBLE_REASONS = [
  'Technical issues lasting more than 48 hours',
  'Duplicate charges',
  'Long maintenance outages'
] as const;
/** Business-day ranges of each refund stage, in order. */
export const REFUND_TIMELINE_BUSINESS_DAYS = [
  { stage: 'Review', min: 2, max: 3 },
  { stage: 'Approval', min: 1, max: 2 },
  { stage: 'Processing', min: 5, max: 7 },
  { stage: 'Bank credit', min: 3, max: 5 }
] as const;

// Text limits (not in the spec; sized for what members type, capped to protect the services).
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const ABOUT_YOURSELF_MAX_LENGTH = 2000;
/** A few real sentences: "Hi" tells another family nothing. */
export const ABOUT_YOURSELF_MIN_LENGTH = 50;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const SUB_CASTE_MAX_LENGTH = 100;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

// Connections (docs/product-rules.md#interests-and-mutual-matches, #profile-views, #report).
/** Premium sends are unlimited, but more than this many a minute is a script, not a person. */
export const PREMIUM_INTEREST_BURST_PER_MINUTE = 30;
export const INTEREST_EXPIRY_DAYS = 30;
/** Free members see the number of views over this many days (premium see the list). */
export const PROFILE_VIEWS_COUNT_DAYS = 30;
/** IT Rules 2021 grievance timelines: acknowledge within 24 hours, resolve within 15 days. */
export const REPORT_ACKNOWLEDGE_HOURS = 24;
export const REPORT_RESOLVE_DAYS = 15;

/** Copies of their data a member may ask for in any 24 hours (svc-identity enforces it; /settings says it). */
export const DATA_EXPORTS_PER_DAY = 3;

/**
 * New and changed profiles, ID documents and live selfies are decided within this (the "about 24 hours" members are
 * promised): one target for everything in the console's queues.
 */
export const MODERATION_TARGET_HOURS = 24;
/** An ID document's image or a selfie nobody decided is deleted after this many days, and the check expires. */
export const VERIFICATION_IMAGE_KEEP_DAYS = 7;
/** Largest accepted photo of an ID document. */
export const MAX_ID_DOCUMENT_BYTES = 8 * 1024 * 1024;
