// The rules of interests (docs/product-rules.md#interests-and-mutual-matches): who may send how many, when a pending one lapses,
// and the words members read when a rule stops them.
import {
  DECLINE_REASONS,
  FREE_INTERESTS_PER_DAY,
  INTEREST_EXPIRY_DAYS,
  INTEREST_TEMPLATES,
  PREMIUM_INTEREST_BURST_PER_MINUTE,
  PREMIUM_PRICE_INR,
  type DeclineReasonId,
  type InterestTemplateId
} from '@matrimony/catalog';

/** Free members: a daily count in Asia/Kolkata; premium: unlimited, but a burst limit per clock minute stops scripts. */
export type SendAllowance = { kind: 'daily'; perDay: number } | { kind: 'burst'; perMinute: number };

export function sendAllowanceOf(isPremium: boolean): SendAllowance {
  return isPremium
    ? { kind: 'burst', perMinute: PREMIUM_INTEREST_BURST_PER_MINUTE }
    : { kind: 'daily', perDay: FREE_INTERESTS_PER_DAY };
}

const MINUTE_MS = 60_000;

/** The clock minute a premium send counts in (fixed windows: one counter, one conditional update per send). */
export function burstPeriodOf(now: Date): string {
  return `minute-${Math.floor(now.getTime() / MINUTE_MS)}`;
}

export function secondsUntilNextMinute(now: Date): number {
  return Math.max(1, Math.ceil((MINUTE_MS - (now.getTime() % MINUTE_MS)) / 1000));
}

/** How long a burst counter is kept (it matters only during its minute). */
export const BURST_COUNTER_KEEP_MS = 2 * MINUTE_MS;

export function expiryOf(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INTEREST_EXPIRY_DAYS * 24 * 60 * 60 * 1000);
}

export const templateText = (id: InterestTemplateId) =>
  INTEREST_TEMPLATES.find((template) => template.id === id)?.text ?? INTEREST_TEMPLATES[0].text;
export const declineReasonText = (id: DeclineReasonId | null) =>
  id ? (DECLINE_REASONS.find((reason) => reason.id === id)?.text ?? null) : null;

export const INTEREST_MESSAGES = {
  dailyLimit: {
    title: 'Daily Interest Limit Reached',
    description: `Free members can send ${FREE_INTERESTS_PER_DAY} interests a day. You can send more after midnight (India time), or upgrade to Premium (₹${PREMIUM_PRICE_INR} a month) for unlimited interests.`
  },
  burstLimit: {
    title: 'Slow Down',
    description: `You have sent ${PREMIUM_INTEREST_BURST_PER_MINUTE} interests this minute. Please take a moment to read profiles before sending more.`
  },
  alreadySent: {
    title: 'Interest Already Sent',
    description: 'You have already sent an interest to this member. We will let you know when they reply.'
  },
  alreadyMatched: {
    title: 'Already a Match',
    description: 'You and this member have already accepted each other. See them under Mutual Matches.'
  },
  declinedBefore: {
    title: 'Interest Declined',
    description: 'This member declined your earlier interest, so you cannot send another.'
  },
  notFound: {
    title: 'Interest Not Found',
    description: 'This interest does not exist or is no longer visible to you.'
  },
  notAddressee: {
    title: 'Not Your Interest',
    description: 'Only the member who received this interest can accept or decline it.'
  },
  notSender: {
    title: 'Not Your Interest',
    description: 'Only the member who sent this interest can withdraw it.'
  },
  notPending: {
    title: 'Interest Already Answered',
    description: 'This interest is no longer pending: it was answered, withdrawn or has expired.'
  }
} as const;
