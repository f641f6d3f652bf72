import { Gauge, type Registry } from 'prom-client';
import { type Deliveries } from '../store/deliveries';

/**
 * The e-mail queue as Prometheus sees it (read from MongoDB at each scrape, so every replica reports the same
 * shared queue): how many e-mails wait, and how long the oldest has waited. The second is what the
 * EmailsWaiting alert watches: normally under a second, it grows while the mail relay fails.
 */
export function registerQueuedEmailMetrics(
  registry: Registry,
  deliveries: Deliveries,
  now: () => Date
): void {
  new Gauge({
    name: 'notify_email_queue_messages',
    help: 'E-mails queued and not yet sent or given up (all replicas)',
    registers: [registry],
    async collect() {
      this.set(await deliveries.waitingEmails());
    }
  });
  new Gauge({
    name: 'notify_email_queue_oldest_seconds',
    help: 'How long the oldest queued e-mail has waited, in seconds (0 when none waits)',
    registers: [registry],
    async collect() {
      const oldest = await deliveries.oldestWaitingEmailAt();
      this.set(oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0);
    }
  });
}
