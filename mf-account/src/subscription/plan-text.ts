// The plans' words as svc-billing serves them (the catalog's PLANS and CONTACT_UNLOCK, in English), read in the
// member's language: each known text has a message; one the catalog adds later shows in English until it has one.
import { CONTACT_UNLOCK, FREE_INTERESTS_PER_DAY, PLANS } from '@matrimony/catalog';
import { subscriptionText, type SubscriptionMessageId } from './messages';

const [FREE, PREMIUM] = PLANS;

export const PLAN_TEXT_MESSAGES: Readonly<Record<string, SubscriptionMessageId>> = {
  [FREE?.name ?? 'Free']: 'subscription.plan.free',
  [PREMIUM?.name ?? 'Premium']: 'subscription.plan.premium',
  'Unlimited profile views': 'subscription.feature.unlimitedViews',
  [`${FREE_INTERESTS_PER_DAY} interests per day`]: 'subscription.feature.interestsPerDay',
  'Basic profile creation': 'subscription.feature.basicProfile',
  'Advanced search filters': 'subscription.feature.advancedSearch',
  'Everything in Free': 'subscription.feature.everythingInFree',
  'Unlimited profile views and interests': 'subscription.feature.unlimitedViewsAndInterests',
  'View contact details and horoscope': 'subscription.feature.contactAndHoroscope',
  'See who viewed your profile': 'subscription.feature.whoViewed',
  'Priority support': 'subscription.feature.prioritySupport',
  'Full dashboard access': 'subscription.feature.dashboard',
  'WhatsApp integration': 'subscription.feature.whatsapp',
  [CONTACT_UNLOCK.name]: 'subscription.contactUnlock.name',
  [CONTACT_UNLOCK.description]: 'subscription.contactUnlock.description'
};

/** A plan's name, feature or the contact unlock's words in the active language (unknown text unchanged). */
export function planText(english: string): string {
  const id = PLAN_TEXT_MESSAGES[english];
  return id ? subscriptionText(id, { count: FREE_INTERESTS_PER_DAY }) : english;
}
