// Every user-facing message, the original spec's word for word (docs/product-rules.md#messages-members-read).
// Spec forms "Title: text" and "Title - text" become { title, description }; a message the spec
// gives as one sentence has only a title. Frontends show them as toasts or field errors;
// services put title/description into problem+json title/detail.
import {
  ABOUT_YOURSELF_MIN_LENGTH,
  DATA_EXPORTS_PER_DAY,
  EMAIL_CHANGE_LINK_VALIDITY_HOURS,
  MAX_PHOTOS,
  MINIMUM_AGE,
  OTP_DIGITS,
  PASSWORD_MIN_LENGTH,
  PREMIUM_CONTACTS_PER_DAY,
  MOBILE_DIGITS,
  MAX_ID_DOCUMENT_BYTES,
  MODERATION_TARGET_HOURS
} from './constants';

export interface UserMessage {
  readonly title: string;
  readonly description?: string;
}

/** The spec's `{email}` placeholder in the invalid-email message: an example address. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** The text to show where only one line fits (a field error): the description, else the title. */
export function messageText(message: UserMessage): string {
  return message.description ?? message.title;
}

/** "Title: description" (or the title alone), as the spec writes most messages. */
export function formatMessage(message: UserMessage, separator = ': '): string {
  return message.description === undefined
    ? message.title
    : `${message.title}${separator}${message.description}`;
}

/** For the spec's "<Title> with the message or <fallback>" pattern. */
export function withDetail(message: UserMessage, detail: string | null | undefined): UserMessage {
  const trimmed = detail?.trim();
  return trimmed ? { title: message.title, description: trimmed } : message;
}

export const SIGNUP_MESSAGES = {
  invalidMobile: {
    title: 'Invalid Mobile Number',
    description: `Please enter a valid ${MOBILE_DIGITS}-digit Indian mobile number (numbers only)`
  },
  mobileAlreadyExists: {
    title: 'Mobile Number Already Exists',
    description: 'This mobile number is already registered. Please use a different number.'
  },
  /** Ours: the spec finds a taken e-mail only at submit; the wizard now asks when leaving step 2. */
  emailAlreadyExists: {
    title: 'Email Already Exists',
    description: 'This email address is already registered. Please sign in or use a different email.'
  },
  phoneVerificationExpired: {
    title: 'Verification Expired',
    description: 'Your mobile verification has expired. Please verify your mobile number again.'
  },
  invalidOtp: { title: 'Invalid OTP', description: `Please enter a valid ${OTP_DIGITS}-digit OTP` },
  otpNotSent: { title: 'Please send OTP first' },
  invalidEmail: {
    title: 'Invalid Email',
    description: `Please enter a valid email address (e.g., ${EMAIL_EXAMPLE})`
  },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  missingInformationAndPhoto: {
    title: 'Missing Information',
    description: 'Please fill in all required fields and upload at least one photo'
  },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match' },
  weakPassword: {
    title: 'Weak Password',
    description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`
  },
  tooManyPhotos: { title: 'Too many photos', description: `You can only upload up to ${MAX_PHOTOS} photos` },
  invalidFileType: { title: 'Invalid file type', description: 'Please upload only image files' },
  photoRequired: { title: 'At least one profile photo is required' },
  ageNotEligible: {
    title: `Age not eligible to create profile. You must be at least ${MINIMUM_AGE} years old to create a profile.`
  },
  dateOfBirthRequired: { title: 'Date of birth is required' },
  registrationFailed: {
    title: 'Registration Failed',
    description: 'Please try again, registration could not be completed.'
  },
  userCreationFailed: { title: 'User creation failed - no user returned' },
  // The spec shows a success notice without its text; this wording is ours.
  registrationSucceeded: {
    title: 'Registration Successful!',
    description: 'Your profile has been created. Enjoy 1 month of FREE Premium access.'
  }
} as const satisfies Record<string, UserMessage>;

/** "Registration failed: {provider message}" (inner message of a failed account creation). */
export function registrationFailedBecause(providerMessage: string): string {
  return `Registration failed: ${providerMessage}`;
}

export const SIGNIN_MESSAGES = {
  signInFailed: {
    title: 'Sign In Failed',
    description: 'Invalid mobile number or password. Please check your credentials.'
  },
  /** An administrator suspended the account (docs/product-rules.md#moderation). */
  accountSuspended: {
    title: 'Account Suspended',
    description:
      'Your account is suspended. Write to us through Help & Support if you think this is a mistake.'
  },
  unexpectedError: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  /** A number's failures from one source, or from sources it never signed in from, reached their limit. */
  tooManyAttempts: {
    title: 'Too Many Attempts',
    description: 'Too many sign-in attempts. Please wait a few minutes and try again.'
  },
  /** The sign-in must carry a solved proof of work (the page solves one and sends it again, unseen). */
  securityCheckNeeded: {
    title: 'Security Check',
    description: 'Checking your connection before signing you in. Please try again.'
  }
} as const satisfies Record<string, UserMessage>;

// OTP send errors: toast titled "Error"; one entry per error code svc-identity answers (snake_case, as every code on the wire).
export const OTP_SEND_ERROR_CODES = [
  'too_many_requests',
  'invalid_phone_number',
  'quota_exceeded',
  'captcha_check_failed',
  'captcha_already_rendered',
  'other'
] as const;
export type OtpSendErrorCode = (typeof OTP_SEND_ERROR_CODES)[number];

export const OTP_SEND_ERRORS: Readonly<Record<OtpSendErrorCode, UserMessage>> = {
  too_many_requests: { title: 'Error', description: 'Too many requests. Please try again later.' },
  invalid_phone_number: { title: 'Error', description: 'Invalid phone number format.' },
  quota_exceeded: { title: 'Error', description: 'SMS quota exceeded. Please try again later.' },
  captcha_check_failed: {
    title: 'Error',
    description:
      'Security verification failed. Make sure you have a stable internet connection and try again.'
  },
  captcha_already_rendered: { title: 'Error', description: 'Please wait a moment and try again.' },
  other: { title: 'Error', description: 'Failed to send OTP. Please try again.' }
};

/** Captcha is reset (after CAPTCHA_RESET_DELAY_MS) following these send errors. */
export const OTP_SEND_ERRORS_RESETTING_CAPTCHA: readonly OtpSendErrorCode[] = [
  'captcha_check_failed',
  'captcha_already_rendered'
];

export const OTP_VERIFY_ERROR_CODES = ['invalid_verification_code', 'code_expired', 'other'] as const;
export type OtpVerifyErrorCode = (typeof OTP_VERIFY_ERROR_CODES)[number];

export const OTP_VERIFY_ERRORS: Readonly<Record<OtpVerifyErrorCode, UserMessage>> = {
  invalid_verification_code: {
    title: 'Verification Failed',
    description: 'The verification code is invalid. Please check and try again.'
  },
  code_expired: {
    title: 'Verification Failed',
    description: 'The verification code has expired. Please request a new one.'
  },
  other: { title: 'Verification Failed', description: 'Invalid OTP. Please try again.' }
};

/** Maps any error code (known or not) to its OTP-send message's key: unknown codes are 'other'. */
export function otpSendErrorCode(code: string | null | undefined): OtpSendErrorCode {
  return matchCode(OTP_SEND_ERROR_CODES, code);
}

export function otpVerifyErrorCode(code: string | null | undefined): OtpVerifyErrorCode {
  return matchCode(OTP_VERIFY_ERROR_CODES, code);
}

function matchCode<T extends string>(codes: readonly T[], code: string | null | undefined): T {
  return codes.find((known) => known === code) ?? ('other' as T);
}

export const OTP_MESSAGES = {
  captchaExpired: { title: 'Session Expired', description: 'Please try sending OTP again.' },
  captchaError: {
    title: 'Verification Error',
    description: 'Please try again or check your internet connection.'
  },
  mobileVerified: {
    title: 'Mobile Verified',
    description: 'Your mobile number has been verified successfully'
  }
} as const satisfies Record<string, UserMessage>;

/** "OTP Sent: Verification code has been sent to {number}". */
export function otpSentMessage(number: string): UserMessage {
  return { title: 'OTP Sent', description: `Verification code has been sent to ${number}` };
}

export const PASSWORD_RESET_MESSAGES = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email address' },
  requestFailed: { title: 'Error', description: 'Failed to send reset email. Please try again.' },
  resetEmailSent: {
    title: 'Reset Email Sent',
    description: 'Please check your email for password reset instructions.'
  },
  invalidResetLink: {
    title: 'Invalid Reset Link',
    description: 'This reset link is invalid or has expired. Please request a new one.'
  },
  resetLinkCheckFailed: { title: 'Error', description: 'Failed to verify reset link. Please try again.' },
  passwordTooShort: {
    title: 'Password Too Short',
    description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`
  },
  passwordsDontMatch: {
    title: "Passwords Don't Match",
    description: 'Please make sure both passwords are identical.'
  },
  resetFailed: { title: 'Reset Failed', description: 'Failed to reset password. Please try again.' },
  resetSucceeded: { title: 'Password Reset Successful!' }
} as const satisfies Record<string, UserMessage>;

/**
 * The member's account on /settings: changing the password and deleting the account (our wording: the spec
 * shows neither). Wrong passwords there get one message, the same for both.
 */
export const ACCOUNT_MESSAGES = {
  accountNotFound: {
    title: 'Account Not Found',
    description: 'Your account no longer exists. Please sign up again.'
  },
  incorrectPassword: {
    title: 'Incorrect Password',
    description: 'The password is incorrect. Please try again.'
  },
  tooManyPasswordChecks: {
    title: 'Too Many Attempts',
    description:
      'The password was entered wrongly several times. Please try again later, or reset your password from the sign-in page.'
  },
  passwordCheckTooSoon: {
    title: 'Please Wait a Moment',
    description: 'Your password was checked a moment ago. Please wait a few seconds, then try again.'
  },
  passwordChecksFromNetwork: {
    title: 'Too Many Attempts',
    description:
      'Too many passwords were checked from your network just now. Please try again in a few minutes.'
  },
  samePassword: {
    title: 'Same Password',
    description: 'Your new password must be different from your current password.'
  },
  passwordNotChanged: {
    title: 'Password Not Changed',
    description: 'This password cannot be used. Please choose another one.'
  },
  passwordChanged: {
    title: 'Password Changed',
    description:
      'Your password has been changed. Everywhere else you were signed in, you have been signed out.'
  },
  /** The password changed but the new session could not be opened: the member signs in again. */
  passwordChangedSignInAgain: {
    title: 'Password Changed',
    description:
      'Your password has been changed, but we could not keep you signed in. Please sign in with your new password.'
  },
  accountDeleted: {
    title: 'Account Deleted',
    description: 'Your account and your data have been erased. We are sorry to see you go.'
  }
} as const satisfies Record<string, UserMessage>;

/**
 * Changing the e-mail address or the mobile number on /settings (our wording: the spec shows neither). A taken
 * mobile uses the spec's "Mobile Number Already Exists" (a barred one too: the answer tells nothing more), a taken
 * e-mail the sign-up wizard's title "Email Already Exists"; a wrong code the spec's OTP messages.
 */
export const CONTACT_CHANGE_MESSAGES = {
  sameEmail: {
    title: 'Same Email',
    description: 'This is already your email address. Please enter a different one.'
  },
  sameMobile: {
    title: 'Same Mobile Number',
    description: 'This is already your mobile number. Please enter a different one.'
  },
  emailTaken: {
    title: 'Email Already Exists',
    description: 'This email address is used by another account. Please use a different one.'
  },
  invalidEmailLink: {
    title: 'Invalid Confirmation Link',
    description: `This link is invalid, has already been used or has expired (links work for ${EMAIL_CHANGE_LINK_VALIDITY_HOURS} hours). Please ask for a new one from your Settings page.`
  },
  emailLinkCheckFailed: { title: 'Error', description: 'We could not check this link. Please try again.' },
  emailChanged: {
    title: 'Email Changed',
    description: 'Your new email address is confirmed. Security notices now go there.'
  },
  mobileChanged: {
    title: 'Mobile Number Changed',
    description: 'Your mobile number has been changed. Sign in with the new number from now on.'
  },
  tooManyChanges: {
    title: 'Too Many Requests',
    description: 'You have asked for several changes in a short time. Please try again later.'
  }
} as const satisfies Record<string, UserMessage>;

/** "We sent a link to {address}. Open it within 24 hours to confirm." */
export function emailChangeLinkSentMessage(address: string): UserMessage {
  return {
    title: 'Check Your Email',
    description: `We sent a link to ${address}. Open it within ${EMAIL_CHANGE_LINK_VALIDITY_HOURS} hours to confirm.`
  };
}

export const CONTACT_MESSAGES = {
  // The spec names only the title for the contact form; the description repeats the wizard's wording.
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  sendFailed: {
    title: 'Failed to Send Message',
    description: 'Something went wrong. Please try again or contact us directly'
  },
  sent: { title: 'Message Sent Successfully!' }
} as const satisfies Record<string, UserMessage>;

/** Seeing another member's contact details (our wording). */
export const CONTACT_REVEAL_MESSAGES = {
  dailyLimit: {
    title: 'Too Many Requests',
    description: `Premium shows the contacts of up to ${PREMIUM_CONTACTS_PER_DAY} new profiles a day (fair use). You can see more tomorrow.`
  },
  locked: {
    title: 'Payment Required',
    description: 'Contact details are shown to Premium members, or unlock this profile’s contact for good.'
  }
} as const satisfies Record<string, UserMessage>;

/** A report for "Other" reasons needs details: "Please describe the problem in at least {minLength} characters." */
export function reportDetailsRequiredMessage(minLength: number): UserMessage {
  return {
    title: 'Tell Us More',
    description: `Please describe the problem in at least ${minLength} characters.`
  };
}

/** "You have already reported this profile (ticket {ticketNumber}). ..." */
export function reportAlreadyOpenMessage(ticketNumber: string): UserMessage {
  return {
    title: 'Already Reported',
    description: `You have already reported this profile (ticket ${ticketNumber}). Our team is looking into it.`
  };
}

/** The live notification count (our wording). */
export const LIVE_NOTIFICATION_MESSAGES = {
  tooManyStreams: {
    title: 'Too Many Open Windows',
    description:
      'Notifications are already live in many of your tabs and devices. This one checks for new ones every half minute instead.'
  }
} as const satisfies Record<string, UserMessage>;

/** Buying Premium or a contact unlock (our wording: docs/product-rules.md#buying-and-receipts). */
export const PAYMENT_MESSAGES = {
  unavailable: {
    title: 'Payments Unavailable',
    description: 'Online payment is not available right now. Please try again in a few minutes.'
  },
  alreadyUnlocked: {
    title: 'Already Unlocked',
    description: 'You already have this profile’s contact details.'
  },
  offerInvalid: {
    title: 'Offer Expired',
    description:
      'This offer has expired or is not for this profile. Open the profile again to unlock its contact.'
  },
  orderNotFound: {
    title: 'Order Not Found',
    description: 'We could not find this payment order. Please start the payment again.'
  },
  signatureInvalid: {
    title: 'Payment Not Verified',
    description:
      'We could not verify this payment. If money left your account, it is refunded automatically within 5-7 days.'
  },
  paymentMismatch: {
    title: 'Payment Not Verified',
    description:
      'The payment does not match the order. If money left your account, it is refunded automatically within 5-7 days.'
  },
  notCaptured: {
    title: 'Payment Pending',
    description: 'Your bank has not confirmed the payment yet. We will activate it as soon as it does.'
  },
  receiptNotFound: {
    title: 'Receipt Not Found',
    description: 'There is no receipt with this number on your account.'
  },
  invoiceNotFound: {
    title: 'No Tax Invoice',
    description:
      'This receipt was issued before payments came with tax invoices; it is your record of the payment.'
  },
  succeeded: {
    title: 'Payment Successful!',
    description: 'Thank you. Your receipt is below and on your Subscription page.'
  },
  failed: {
    title: 'Payment Failed',
    description: 'No money was taken. Please try again or choose another payment method.'
  },
  cancelled: {
    title: 'Payment Cancelled',
    description: 'You closed the payment window. Nothing was charged.'
  }
} as const satisfies Record<string, UserMessage>;

export const SESSION_MESSAGES = {
  sessionExpired: {
    title: 'Session Expired',
    description: 'You have been automatically logged out due to inactivity.'
  },
  signedOut: { title: 'Signed out successfully', description: 'You have been logged out.' },
  signOutFailed: { title: 'Error', description: 'Failed to sign out' },
  subscriptionExpired: {
    title: 'Subscription Expired',
    description: 'Your premium subscription has expired. You are now on the free plan.'
  },
  loading: { title: 'Loading...' },
  pageNotFound: { title: 'Oops! Page not found' }
} as const satisfies Record<string, UserMessage>;

// Messages for rules the spec implies but does not word (our wording, same style).
export const CATALOG_MESSAGES = {
  chooseFromList: { title: 'Invalid Selection', description: 'Please choose one of the listed options' },
  casteNotOfReligion: {
    title: 'Invalid Caste',
    description: 'Please choose a caste listed for the selected religion'
  },
  districtNotOfState: {
    title: 'Invalid District',
    description: 'Please choose a district of the selected state'
  },
  rasiNotOfStar: { title: 'Invalid Rasi', description: 'The rasi does not match the selected star and pada' },
  starNotOfRasi: {
    title: 'Star Not in Rasi',
    description: 'This star does not fall in the chosen rasi. Please check both, or choose "Don\'t know"'
  },
  invalidDateOfBirth: { title: 'Invalid Date of Birth', description: 'Please enter a valid date of birth' },
  aboutYourselfTooShort: {
    title: 'Tell Us a Little More',
    description: `Write at least ${ABOUT_YOURSELF_MIN_LENGTH} characters about yourself`
  }
} as const satisfies Record<string, UserMessage>;

/** The horoscope computed from the date, time and place of birth (docs/product-rules.md#computed-horoscope). */
export const BIRTH_HOROSCOPE_MESSAGES = {
  invalidBirthTime: {
    title: 'Invalid Birth Time',
    description: 'Please enter the time of birth as hours and minutes'
  },
  unknownBirthPlace: {
    title: 'Invalid Birth Place',
    description: 'Please choose a district in India, or one of the listed cities abroad'
  },
  birthTimeAndPlaceTogether: {
    title: 'Birth Time and Place',
    description: 'Please give both the time and the place of birth, or neither'
  },
  birthTimeNeeded: {
    title: 'Birth Time Needed',
    description:
      'The Moon moves through a whole star in about a day, so your star cannot be computed without the time of birth. Choose your rasi and star yourself, or "Don\'t know"'
  },
  computePrompt: {
    title: "Don't know your star?",
    description: 'Compute it from your time and place of birth'
  },
  computed: { title: 'Computed from birth details' },
  computedHint: {
    title: 'Computed from birth details',
    description:
      'Your rasi, star, pada and dosham follow your birth time and place. Remove them to choose your own.'
  },
  birthDetailsPrivate: {
    title: 'Private',
    description: 'Your birth time and place are never shown to other members'
  }
} as const satisfies Record<string, UserMessage>;

// Marked pure for the minifier: unused, FIELD_NEEDS is dropped from bundles (the landing page).
/*#__NO_SIDE_EFFECTS__*/
function need(description: string): UserMessage {
  return { title: SIGNUP_MESSAGES.missingInformation.title, description };
}

/**
 * What each required field needs, said under that field when it is empty. The form's toast stays
 * the spec's "Missing Information" (see formToastFor); services answer the same texts per field.
 */
export const FIELD_NEEDS = {
  email: need('Enter your e-mail address'),
  password: need('Choose a password'),
  confirmPassword: need('Type the password again'),
  fullName: need('Enter your full name'),
  profileFor: need('Choose whom this profile is for'),
  dateOfBirth: need('Choose your date of birth'),
  gender: need('Choose your gender'),
  lookingFor: need('Choose whom you are looking for'),
  height: need('Choose your height'),
  religion: need('Choose your religion'),
  caste: need('Choose your caste'),
  motherTongue: need('Choose your mother tongue'),
  maritalStatus: need('Choose your marital status'),
  state: need('Choose your state'),
  district: need('Choose your district'),
  education: need('Choose your education'),
  occupation: need('Choose your occupation'),
  annualIncome: need('Choose your annual income'),
  rasi: need('Choose your rasi, or "Don\'t know"'),
  star: need('Choose your star, or "Don\'t know"'),
  dosham: need('Choose your dosham, or "Don\'t know"'),
  familyType: need('Choose your family type'),
  fatherOccupation: need("Choose your father's occupation"),
  motherOccupation: need("Choose your mother's occupation"),
  siblings: need('Choose how many siblings you have'),
  aboutYourself: need('Write a few lines about yourself')
} as const satisfies Record<string, UserMessage>;

export type NeedyField = keyof typeof FIELD_NEEDS;

/** The field text (see messageText) of a required field's "what it needs" message. */
export function fieldNeed(field: NeedyField): string {
  return messageText(FIELD_NEEDS[field]);
}

// The lookup tables below are built on first use, not at module load: a top-level call keeps every
// message in every bundle that imports this module (the landing page needs three of them).
let needTexts: ReadonlySet<string> | undefined;
const isFieldNeed = (text: string) =>
  (needTexts ??= new Set(Object.values(FIELD_NEEDS).map(messageText))).has(text);

/** "<Field> must be at most <max> characters", for the length caps of free-text fields. */
export function tooLongMessage(field: string, max: number): UserMessage {
  return { title: 'Too Long', description: `${field} must be at most ${max} characters` };
}

/**
 * "This profile is for" against the gender (docs/product-rules.md#profile-created-by): a son's or a brother's
 * profile is a groom's, a daughter's or a sister's a bride's. Our wording: the spec has none.
 */
export const PROFILE_FOR_MESSAGES = {
  sonIsMale: { title: 'Gender Does Not Match', description: 'This profile is for your son, so choose Male.' },
  brotherIsMale: {
    title: 'Gender Does Not Match',
    description: 'This profile is for your brother, so choose Male.'
  },
  daughterIsFemale: {
    title: 'Gender Does Not Match',
    description: 'This profile is for your daughter, so choose Female.'
  },
  sisterIsFemale: {
    title: 'Gender Does Not Match',
    description: 'This profile is for your sister, so choose Female.'
  }
} as const satisfies Record<string, UserMessage>;

/**
 * The consent recorded at registration (docs/product-rules.md#the-members-data; the 2016 advisory for matrimonial sites asks
 * for a declaration of matrimonial intent). The spec has no wording: ours. The declaration is stored with the consent.
 */
export const CONSENT_MESSAGES = {
  declaration: {
    title: 'Declaration',
    description:
      'I declare that I am registering to find a life partner for marriage, for myself or, with their knowledge and consent, for my son, daughter, brother, sister, relative or friend, and not for any other purpose.'
  },
  declarationRequired: {
    title: 'Declaration Required',
    description: 'Please confirm that you are registering to find a life partner.'
  },
  termsRequired: {
    title: 'Terms Not Accepted',
    description: 'Please accept the Terms of Service and the Privacy Policy to register.'
  }
} as const satisfies Record<string, UserMessage>;

/** The member's data download on /settings (our wording: the spec shows none). */
export const DATA_EXPORT_MESSAGES = {
  tooManyExports: {
    title: 'Too Many Requests',
    description: `You can ask for a copy of your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again later.`
  },
  exportNotFound: { title: 'Download Not Found', description: 'This download does not exist.' },
  exportNotReady: {
    title: 'Not Ready Yet',
    description: 'Your data is still being gathered. Please try again in a minute.'
  },
  exportExpired: {
    title: 'Download Expired',
    description: 'This download has expired. Please ask for a new copy of your data.'
  }
} as const satisfies Record<string, UserMessage>;

/**
 * Settings → Verification, as the member's browser says it (our wording); svc-identity words each refused check
 * itself, answered as the problem's title and detail.
 */
export const VERIFICATION_PAGE_MESSAGES = {
  fileNeeded: {
    title: 'File Missing',
    description: 'Please choose the ZIP file you downloaded from the UIDAI website.'
  },
  shareCodeNeeded: {
    title: 'Share Code Missing',
    description: 'Please type the share code you chose when you downloaded the ZIP.'
  },
  idVerified: {
    title: 'ID Verified',
    description: 'Members will see the ID verified badge on your profile.'
  },
  documentKindNeeded: {
    title: 'Document Missing',
    description: 'Please choose which document you are uploading.'
  },
  documentImageNeeded: {
    title: 'Photo Missing',
    description: 'Please choose a photo of your document (JPEG, PNG or WebP).'
  },
  documentImageTooLarge: {
    title: 'Photo Too Large',
    description: `Please choose a photo smaller than ${MAX_ID_DOCUMENT_BYTES / (1024 * 1024)} MB.`
  },
  documentSent: {
    title: 'Document Sent',
    description: `A moderator will compare it with your profile within ${MODERATION_TARGET_HOURS} hours.`
  }
} as const satisfies Record<string, UserMessage>;

/** How a member's ID was verified, as the member reads it on their own settings page (never shown to others). */
export const ID_VERIFICATION_METHOD_LABELS = {
  'aadhaar-offline': 'Aadhaar Paperless Offline e-KYC',
  document: 'a photo of your ID document, checked by a moderator'
} as const satisfies Record<string, string>;

let allMessages: readonly UserMessage[] | undefined;
const everyMessage = () =>
  (allMessages ??= [
    SIGNUP_MESSAGES,
    SIGNIN_MESSAGES,
    OTP_MESSAGES,
    PASSWORD_RESET_MESSAGES,
    ACCOUNT_MESSAGES,
    CONTACT_MESSAGES,
    PAYMENT_MESSAGES,
    SESSION_MESSAGES,
    CATALOG_MESSAGES,
    CONSENT_MESSAGES,
    PROFILE_FOR_MESSAGES,
    DATA_EXPORT_MESSAGES,
    FIELD_NEEDS
  ].flatMap((group) => Object.values(group)));

/**
 * The full message whose field text (see messageText) is `text`, e.g. for turning a zod issue
 * into a toast or a problem+json title/detail. Messages built at run time (too long) are
 * recognised by their shape.
 */
export function userMessageForText(text: string): UserMessage | undefined {
  const known = everyMessage().find((message) => messageText(message) === text);
  if (known) return known;
  if (/ must be at most \d+ characters$/.test(text)) return { title: 'Too Long', description: text };
  return undefined;
}

/**
 * The toast for a form whose first failing field says `text`: an empty required field gives the
 * spec's `missing` notice (the field itself says what it needs); any other rule its own message.
 */
export function formToastFor(
  text: string,
  missing: UserMessage = SIGNUP_MESSAGES.missingInformation
): UserMessage {
  if (isFieldNeed(text)) return missing;
  return userMessageForText(text) ?? missing;
}
