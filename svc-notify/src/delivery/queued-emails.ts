// E-mails that event handlers hand over instead of sending them themselves. A handler queues the rendered
// e-mail and returns, so its event is acknowledged at once: a slow or failing mail relay never holds up the
// in-app notices behind it (each subject's consumer handles one event at a time). The queue is the delivery
// log: a queued entry holds its message until it is sent. Senders in every replica take due e-mails, a few
// at a time, and retry with back-off.
import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import {
  backoffAfter,
  EMAIL_QUEUE_RETRY,
  EMAIL_QUEUE_SWEEP_MS,
  EMAIL_SEND_LEASE_MS,
  EMAIL_SENDERS_PER_REPLICA,
  type RetryPolicy
} from '../domain/limits';
import { type Deliveries, type WaitingEmail } from '../store/deliveries';
import { type Rendered } from '../templates';
import { reasonOf } from './deliverer';
import { type EmailSender } from './email';

export interface QueuedEmailsDeps {
  /** The delivery log, which holds each queued e-mail's message until it is sent or given up. */
  deliveries: Deliveries;
  email: EmailSender;
  logger: Logger;
  retry?: RetryPolicy;
  senders?: number;
  sweepMs?: number;
  now?: () => Date;
}

export interface QueuedEmails {
  /**
   * Logs the delivery as queued with its message, unless its cause is logged already (the id names it, so a
   * redelivered event sends nothing twice); a sender picks it up at once.
   */
  enqueue(
    deliveryId: string,
    message: { to: string; template: string; content: Rendered; replyTo?: string }
  ): Promise<void>;
  /** Resolves once the senders have nothing due left (tests; retries scheduled later are not waited for). */
  idle(): Promise<void>;
  /** Looks for due e-mails now (what the sweep does every few seconds). */
  sweep(): Promise<void>;
  /** Stops taking e-mails and waits for those being sent; the rest stay queued for the other replicas. */
  stop(): Promise<void>;
}

/** What a sender needs of a queued e-mail: the message, its delivery id and the attempts made so far. */
type Outgoing = Pick<WaitingEmail, '_id' | 'to' | 'template' | 'content' | 'replyTo' | 'attempts'>;

/**
 * Up to `senders` e-mails of this replica in flight at once. An e-mail is sent at least once: a replica that
 * dies between sending and recording it leaves it to be sent again after the lease.
 */

export function startQueuedEmails(deps: QueuedEmailsDeps): QueuedEmails {
  const retry = deps.retry ?? EMAIL_QUEUE_RETRY;
  const senders = deps.senders ?? EMAIL_SENDERS_PER_REPLICA;
  const now = deps.now ?? (() => new Date());
  const running = new Set<Promise<void>>();
  // Sender slots promised to e-mails being queued right now (each goes straight to its sender, see enqueue).
  let reserved = 0;
  // Due e-mails may wait in the queue for a sender (queued while every sender was busy, or found by the sweep).
  let backlog = false;
  let stopped = false;
  const hasRoom = () => !stopped && running.size + reserved < senders;

  async function sendOne(entry: Outgoing): Promise<void> {
    const { _id: deliveryId, template } = entry;
    const attempt = entry.attempts + 1;
    try {
      await deps.email.send({
        to: entry.to,
        ...entry.content,
        ...(entry.replyTo ? { replyTo: entry.replyTo } : {})
      });
    } catch (err) {
      const reason = reasonOf(err);
      const final = attempt >= retry.attempts;
      if (final) await deps.deliveries.markAttemptFailed(deliveryId, reason, true);
      else
        await deps.deliveries.retryEmailLater(
          deliveryId,
          reason,
          new Date(now().getTime() + backoffAfter(retry, attempt))
        );
      deps.logger.warn(
        { deliveryId, template, attempt, reason },
        final ? 'message not sent: giving up' : 'message not sent: will retry'
      );
      return;
    }
    await deps.deliveries.markSent(deliveryId);
    deps.logger.info({ deliveryId, template, attempt }, 'message sent');
  }

  /** Sends `first` (handed over already taken), then takes due e-mails while there may be a backlog. */
  async function drain(first?: Outgoing): Promise<void> {
    if (first) await sendOne(first);
    while (backlog && !stopped) {
      const entry = await deps.deliveries.takeDueEmail(EMAIL_SEND_LEASE_MS, now());
      if (!entry) {
        backlog = false;
        return;
      }
      // There may be more: one more sender joins (up to `senders`), so a backlog is sent at full width.
      wake();
      await sendOne(entry);
    }
  }

  /** One more sender (with `first` to send), if this replica has room for it. */
  function wake(first?: Outgoing): void {
    if (!first && !hasRoom()) return;
    const sender: Promise<void> = drain(first)
      .catch((err: unknown) => deps.logger.warn({ err }, 'queued e-mails: sender stopped, the sweep resumes'))
      .finally(() => running.delete(sender));
    running.add(sender);
  }

  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.all(running);
  }

  const sweepJob = startPeriodicJob({
    name: 'queued-emails-sweep',
    intervalMs: deps.sweepMs ?? EMAIL_QUEUE_SWEEP_MS,
    logger: deps.logger,
    async run() {
      backlog = true;
      wake();
    }
  });

  return {
    async enqueue(deliveryId, message) {
      // With a sender free here, the e-mail is stored already taken and handed to it: no second query to take it.
      const mine = hasRoom();
      if (mine) reserved += 1;
      let added: boolean;
      try {
        added = await deps.deliveries.queueEmail(
          { _id: deliveryId, ...message },
          now(),
          mine ? EMAIL_SEND_LEASE_MS : 0
        );
      } finally {
        if (mine) reserved -= 1;
      }
      // Logged already (a redelivered event): sent, given up, or queued and its sender or the sweep has it.
      if (!added) return;
      if (!mine) backlog = true;
      wake(mine ? { _id: deliveryId, ...message, attempts: 0 } : undefined);
    },
    idle,
    async sweep() {
      await sweepJob.runNow();
    },
    async stop() {
      stopped = true;
      await sweepJob.stop();
      await idle();
    }
  };
}
