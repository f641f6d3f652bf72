import {
  FREE_INTERESTS_PER_DAY,
  MAX_PHOTOS,
  MINIMUM_AGE,
  PROFILE_APPROVAL_HOURS,
  SUPPORT_REPLY_HOURS
} from '@matrimony/catalog/constants';
import type { FaqItem } from './Faq';

// Answers follow docs/product-rules.md (cancel = it does not renew: #buying-and-receipts; premium may hide a profile: #hidden-profile).
// Each question and answer is a message (`faq.<id>.q`, `faq.<id>.a`); prices are filled in by the Faq itself.

export const ACCOUNT_FAQ: readonly FaqItem[] = [
  { id: 'register', values: { photos: MAX_PHOTOS, age: MINIMUM_AGE } },
  { id: 'review', values: { hours: PROFILE_APPROVAL_HOURS } },
  { id: 'password' },
  { id: 'delete' }
];

export const PLAN_FAQ: readonly FaqItem[] = [
  { id: 'free', values: { interests: FREE_INTERESTS_PER_DAY } },
  { id: 'premium' },
  { id: 'trial' },
  { id: 'contact' },
  { id: 'cancel' },
  { id: 'hide' }
];

export const SAFETY_FAQ: readonly FaqItem[] = [{ id: 'verified' }, { id: 'report' }, { id: 'calls' }];

export const CONTACT_FAQ: readonly FaqItem[] = [
  { id: 'reply', values: { hours: SUPPORT_REPLY_HOURS } },
  PLAN_FAQ[4]!,
  SAFETY_FAQ[1]!,
  ACCOUNT_FAQ[2]!
];
