// The "You have new messages" e-mail (docs/product-rules.md#conversation-e-mails).
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** At most one e-mail per conversation and recipient in this long. */
export const UNREAD_EMAIL_GAP_MS = 6 * HOUR_MS;
/** A message is e-mailed about only once it has waited this long unread: a member reading live needs no e-mail. */
export const UNREAD_EMAIL_DELAY_MS = 15 * MINUTE_MS;
/** How often the job looks for conversations to e-mail about. */
export const UNREAD_EMAIL_JOB_INTERVAL_MS = MINUTE_MS;
/** Conversations one pass handles at most (the next pass takes the rest). */
export const UNREAD_EMAIL_BATCH = 200;
/** A record of an e-mail outlives the gap by this much, then a TTL index removes it. */
export const UNREAD_EMAIL_RECORD_RETENTION_MS = 7 * 24 * HOUR_MS;

/** When the next e-mail about this conversation may go: the message's wait, and the gap since the last e-mail. */
export function nextUnreadEmailAt(due: Date, lastSentAt: Date | null): Date {
  if (!lastSentAt) return due;
  return new Date(Math.max(due.getTime(), lastSentAt.getTime() + UNREAD_EMAIL_GAP_MS));
}
