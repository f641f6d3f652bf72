import {
  CONTACT_UNLOCK_PRICE_INR,
  FREE_INTERESTS_PER_DAY,
  MAX_PHOTOS,
  MINIMUM_AGE,
  PREMIUM_PRICE_INR,
  PROFILE_APPROVAL_HOURS,
  SUPPORT_REPLY_HOURS
} from '@matrimony/catalog/constants';
import type { FaqItem } from './Faq';

// Answers follow docs/product-rules.md (cancel = it does not renew: #buying-and-receipts; premium may hide a profile: #hidden-profile).

export const ACCOUNT_FAQ: readonly FaqItem[] = [
  {
    question: 'How do I register?',
    answer: `Choose "Sign up for Free", verify your mobile number with the 6-digit OTP we send by SMS, then complete six short steps: account details, basic information with up to ${MAX_PHOTOS} photos, religious and cultural details, professional and location details, and family details. You must be at least ${MINIMUM_AGE} years old.`
  },
  {
    question: 'How long until other members can see my profile?',
    answer: `New and edited profiles and photos are reviewed by our team, usually within about ${PROFILE_APPROVAL_HOURS} hours. You can see your own profile straight away.`
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      'On the sign-in page choose "Forgot Password?", enter the e-mail address of your account and follow the link we send you to set a new password.'
  },
  {
    question: 'How do I delete my account or download my data?',
    answer:
      'From your profile settings you can download a copy of your data or delete your account. Deleting erases your profile, photos and interests from all our systems.'
  }
];

export const PLAN_FAQ: readonly FaqItem[] = [
  {
    question: 'What does the Free plan include?',
    answer: `Unlimited profile views, ${FREE_INTERESTS_PER_DAY} interests per day (the count resets at midnight India time), basic profile creation and every advanced search filter.`
  },
  {
    question: 'What do I get with Premium?',
    answer: `For ₹${PREMIUM_PRICE_INR} a month: unlimited interests, contact details and horoscopes of other members, a list of who viewed your profile, priority support, the full dashboard, WhatsApp integration and the option to hide your profile from search.`
  },
  {
    question: 'Is the first month of Premium really free?',
    answer:
      'Yes. Every new member gets one month of Premium at no cost when registration completes. No card is needed.'
  },
  {
    question: `What is the ₹${CONTACT_UNLOCK_PRICE_INR} contact option?`,
    answer: `On the Free plan you can unlock the mobile number, e-mail and WhatsApp link of a single profile for ₹${CONTACT_UNLOCK_PRICE_INR}. An unlocked contact stays unlocked.`
  },
  {
    question: 'Can I cancel Premium?',
    answer:
      'You can turn off renewal at any time; that is what cancelling means. Your Premium stays active until the end of the month you have paid for, and the current period is not refunded. See our Refund Policy for the few cases in which we do refund.'
  },
  {
    question: 'How do I hide my profile?',
    answer:
      'Premium members can hide their profile from explore, search and recommendations. Members you already have a mutual match with can still see it.'
  }
];

export const SAFETY_FAQ: readonly FaqItem[] = [
  {
    question: 'Are profiles verified?',
    answer:
      'Every member has verified a mobile number with an OTP. Other details are given by members themselves and are not verified unless the profile is marked as verified. Please check details yourself before you commit to anything.'
  },
  {
    question: 'How do I report a fake profile or fraud?',
    answer:
      'Use "Report" on the profile, or block the member to disappear from each other\'s lists. You can also write to our Grievance Officer. Never send money to someone you have met online.'
  },
  {
    question: 'Will you call me to sell something?',
    answer:
      'No. We do not make marketing calls. If someone calls claiming to be from us and asks for payment, it is not us: please report it.'
  }
];

export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'How soon will you reply?',
    answer: `We reply to every message within ${SUPPORT_REPLY_HOURS} hours. Premium members get priority support.`
  },
  PLAN_FAQ[4]!,
  SAFETY_FAQ[1]!,
  ACCOUNT_FAQ[2]!
];
