// Every limit and retry policy svc-notify applies, in one place (README.md lists them for operators).
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

import { type WindowLimit } from '@matrimony/service-kit';

export type { WindowLimit };

/** Contact form submissions accepted from one IP address. */
export const CONTACT_MESSAGES_PER_IP: WindowLimit = { max: 5, windowMs: HOUR_MS };

/**
 * Acknowledgements sent to one e-mail address: the form takes any address, so without this it mails
 * whoever an attacker names. Further messages still reach support, without an acknowledgement.
 */
export const CONTACT_ACKS_PER_ADDRESS: WindowLimit = { max: 3, windowMs: DAY_MS };

/**
 * Live notification streams one member may hold open at once on one replica: a tab or app per device, with room
 * for several of each. Past it a new stream is refused (429 `stream_limit_reached`) rather than the oldest closed:
 * the browser client reconnects at once when the server ends a stream, so a closed oldest tab would come straight
 * back and close the next, round and round. A refused tab polls the count instead, and retries the stream later.
 */
export const LIVE_STREAMS_PER_MEMBER = 10;

/**
 * First pages of conversation lists one replica keeps (live/conversation-list-cache.ts): a page of 20 is about 8 KB,
 * so at most some 16 MB, enough for the members who opened their list in the last minutes.
 */
export const LIST_CACHE_ENTRIES = 2000;

/** A kept page is read again at most this long: a change missed in any way shows no longer than this. */
export const LIST_CACHE_TTL_MS = MINUTE_MS;

/** How long a page's read may take and still be kept: changes are remembered this long to check it against. */
export const LIST_CACHE_READ_MS = 10 * SECOND_MS;

/** The Retry-After of a refused stream: the client's polling interval, which keeps the refused tab's count current. */
export const LIVE_STREAM_RETRY_AFTER_MS = 30 * SECOND_MS;

export interface RetryPolicy {
  /** Attempts made in one go before the delivery is logged as failed. */
  readonly attempts: number;
  /** Wait before attempt n + 1 (the last value repeats). */
  readonly backoffMs: readonly number[];
}

/** How long to wait after failed attempt `attempt` (1-based) before the next one. */
export const backoffAfter = (policy: RetryPolicy, attempt: number): number =>
  policy.backoffMs[Math.min(attempt - 1, policy.backoffMs.length - 1)] ?? 0;

/**
 * In-process retries of a message sent from the event consumer itself (the OTP and the links, which are never
 * stored). An event whose message still fails is redelivered by NATS with its
 * own back-off (service-kit consumeEvents), so a provider outage of minutes is bridged.
 */
export const DELIVERY_RETRY: RetryPolicy = { attempts: 3, backoffMs: [1 * SECOND_MS, 5 * SECOND_MS] };

/**
 * E-mails queued by event handlers (member news, security notices) are tried this many times in all, waiting
 * this long between attempts, so a mail relay outage of a few hours is bridged; then the delivery is logged as
 * failed and the queued message dropped.
 */
export const EMAIL_QUEUE_RETRY: RetryPolicy = {
  attempts: 10,
  backoffMs: [5 * SECOND_MS, 30 * SECOND_MS, 2 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS]
};

/**
 * E-mails one replica sends at the same time by default (EMAIL_SENDERS). A send is mostly waiting on the relay (about 150 ms to the
 * development sink, 5–7 ms of CPU), so eight keep a core far from busy while sending about 50 a second.
 */
export const EMAIL_SENDERS_PER_REPLICA = 8;

/**
 * How long a sender holds a queued e-mail it took: longer than a send can last (the SMTP transport's timeouts,
 * `SMTP_TIMEOUTS_MS`, add up to less), so no second sender takes it meanwhile; if its replica dies the e-mail
 * is due again after this.
 */
export const EMAIL_SEND_LEASE_MS = 2 * MINUTE_MS;

/** The SMTP transport gives up on a connection, greeting or silent socket after these (nodemailer's defaults are minutes). */
export const SMTP_TIMEOUTS_MS = {
  connection: 10 * SECOND_MS,
  greeting: 10 * SECOND_MS,
  socket: 30 * SECOND_MS
} as const;

/** How often each replica looks for queued e-mails that became due (retries, those of a replica that stopped). */
export const EMAIL_QUEUE_SWEEP_MS = 5 * SECOND_MS;

/**
 * E-mails about member news (interests, views, premium, receipts, reports, moderation) for events older than this are not
 * sent: a replayed stream (a new durable consumer reads PROFILE or BILLING from its start) must not mail every
 * member again.
 */
export const MEMBER_EMAIL_MAX_EVENT_AGE_MS = 2 * DAY_MS;

/**
 * An event about a member whose registration has not arrived here yet is retried (NATS redelivers it) until it
 * is this old; then its e-mail is skipped (the account may have been deleted meanwhile).
 */
export const RECIPIENT_WAIT_MS = MINUTE_MS;

/** Delivery log entries (recipient, status, reason) are kept this long. */
export const DELIVERY_LOG_RETENTION_MS = 30 * DAY_MS;
/** Development outbox entries are kept this long. */
export const DEV_OUTBOX_RETENTION_MS = DAY_MS;
/** The development outbox lists at most this many messages. */
export const DEV_OUTBOX_LIST_LIMIT = 100;
/** Contact messages are kept this long (support answers within 24 hours; disputes need a little history). */
export const CONTACT_MESSAGE_RETENTION_MS = 180 * DAY_MS;

/** Messages one member may send (docs/product-rules.md#conversations): past it, 429 `message_rate_limited`. */
export const MESSAGES_PER_MEMBER: WindowLimit = { max: 60, windowMs: MINUTE_MS };

/** An account younger than this sends at most NEW_ACCOUNT_MESSAGES (scam accounts are new ones). */
export const NEW_ACCOUNT_AGE_MS = 7 * DAY_MS;

/** Messages an account younger than NEW_ACCOUNT_AGE_MS may send in any 24 hours: past it, 429 `message_daily_limit`. */
export const NEW_ACCOUNT_MESSAGES: WindowLimit = { max: 100, windowMs: DAY_MS };
