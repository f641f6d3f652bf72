import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { CONTACT_RETRY_INTERVAL_MS, CONTACT_RETRY_MAX_ATTEMPTS } from '../domain/limits';
import { type Stores } from '../store';
import { parseContactDeliveryId, sendContactEmail } from './contact-emails';
import { type Deliverer } from './deliverer';

export interface ContactRetryJob {
  /** One pass now; resolves with how many e-mails it sent. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

export interface ContactRetryDeps {
  stores: Stores;
  deliverer: Deliverer;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

/**
 * Contact-form e-mails are sent in the background of the request; those still unsent (relay down, or the
 * process stopped mid-way) are rebuilt from the stored message and tried again every `intervalMs`.
 */
export function startContactRetryJob(deps: ContactRetryDeps, intervalMs = CONTACT_RETRY_INTERVAL_MS): ContactRetryJob {
  const pass = async () => {
    const stale = new Date(deps.now().getTime() - intervalMs);
    const entries = await deps.stores.deliveries.unsent('contact:', stale, CONTACT_RETRY_MAX_ATTEMPTS);
    let sent = 0;
    for (const entry of entries) {
      const parsed = parseContactDeliveryId(entry._id);
      const message = parsed && (await deps.stores.contactMessages.get(parsed.messageId));
      if (!parsed || !message) continue;
      // A failure is logged on the entry by the deliverer; the next pass tries again.
      await sendContactEmail(deps.deliverer, deps.supportEmail, message, parsed.kind).then(
        () => (sent += 1),
        () => undefined
      );
    }
    return sent;
  };

  let sentLast = 0;
  const job = startPeriodicJob({
    name: 'contact-email-retry',
    intervalMs,
    logger: deps.logger,
    async run() {
      sentLast = 0;
      try {
        sentLast = await pass();
      } catch (err) {
        deps.logger.warn({ err }, 'contact e-mail retry pass failed');
      }
    }
  });
  return {
    async run() {
      await job.runNow();
      return sentLast;
    },
    stop: () => job.stop()
  };
}
