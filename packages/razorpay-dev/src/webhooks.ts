import { newId, unixNow, type Order, type Payment, type Refund } from './entities';
import { webhookSignature } from './signatures';

export type WebhookEvent = 'order.paid' | 'payment.captured' | 'payment.failed' | 'refund.processed';

export interface WebhookPayload {
  order?: Order;
  payment?: Payment;
  refund?: Refund;
}

export interface WebhookOptions {
  /** Where the merchant receives webhooks; without it nothing is sent. */
  url?: string;
  secret: string;
  accountId: string;
  /** Delay before attempt n+1 after failed attempt n (Razorpay retries for 24 h; development keeps it short). */
  retryDelaysMs: number[];
  log: (line: string) => void;
}

export interface WebhookSender {
  send(event: WebhookEvent, payload: WebhookPayload): void;
  /** Resolves when every delivery still pending has succeeded or run out of attempts. */
  idle(): Promise<void>;
  stop(): void;
}

/** Signed deliveries with Razorpay's headers and body shape, retried on any non-2xx or network error. */
export function createWebhookSender(options: WebhookOptions): WebhookSender {
  const pending = new Set<Promise<void>>();
  const waits = new Map<NodeJS.Timeout, () => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  async function deliver(eventId: string, body: string, event: WebhookEvent): Promise<void> {
    for (let attempt = 0; attempt <= options.retryDelaysMs.length && !stopped; attempt += 1) {
      if (attempt > 0) await wait(options.retryDelaysMs[attempt - 1] ?? 0);
      if (stopped) return;
      try {
        const response = await fetch(options.url!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(body, options.secret),
            'x-razorpay-event-id': eventId,
            'user-agent': 'Razorpay-Webhook/v1 (razorpay-dev)'
          },
          body,
          signal: AbortSignal.timeout(5000)
        });
        if (response.ok) return;
        options.log(`webhook ${event} ${eventId}: HTTP ${response.status}, attempt ${attempt + 1}`);
      } catch (error) {
        options.log(`webhook ${event} ${eventId}: ${(error as Error).message}, attempt ${attempt + 1}`);
      }
    }
    options.log(`webhook ${event} ${eventId}: gave up`);
  }

  return {
    send(event, payload) {
      if (!options.url || stopped) return;
      const eventId = newId('evt');
      const contains = (['payment', 'order', 'refund'] as const).filter((key) => payload[key]);
      const body = JSON.stringify({
        entity: 'event',
        account_id: options.accountId,
        event,
        contains,
        payload: Object.fromEntries(contains.map((key) => [key, { entity: payload[key] }])),
        created_at: unixNow()
      });
      const delivery = deliver(eventId, body, event).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop() {
      stopped = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    }
  };
}
