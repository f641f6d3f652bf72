import { setTimeout as sleep } from 'node:timers/promises';
import { type Logger } from '@matrimony/service-kit';
import { backoffAfter, DELIVERY_RETRY, type RetryPolicy } from '../domain/limits';
import { type Deliveries } from '../store/deliveries';
import { type Locale } from '@matrimony/i18n/codes';
import { type Rendered } from '../templates';
import { type EmailSender } from './email';
import { type SmsProvider } from './sms';

export class DeliveryFailedError extends Error {
  constructor(deliveryId: string, reason: string) {
    super(`delivery ${deliveryId} failed: ${reason}`);
    this.name = 'DeliveryFailedError';
  }
}

export interface DelivererDeps {
  deliveries: Deliveries;
  sms: SmsProvider;
  email: EmailSender;
  logger: Logger;
  retry?: RetryPolicy;
}

const MAX_REASON_LENGTH = 300;

export function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, MAX_REASON_LENGTH) || 'unknown error';
}

/**
 * Sends SMS and e-mails through the providers, now, with the delivery log kept: queued, then sent, or failed with
 * the reason after the retries. `deliveryId` names the cause, so a repeat of an already sent message is a no-op.
 * Logs carry the delivery id and template only: never the recipient's content (OTP codes, reset links).
 * For what must not be stored (OTP codes, reset and confirmation links); every other e-mail goes through the
 * queue (queued-emails.ts).
 */
export function createDeliverer(deps: DelivererDeps) {
  const retry = deps.retry ?? DELIVERY_RETRY;

  async function deliver(
    entry: { deliveryId: string; channel: 'sms' | 'email'; to: string; template: string },
    send: () => Promise<void>
  ): Promise<void> {
    const { deliveryId, template } = entry;
    const logged = await deps.deliveries.queue({
      _id: deliveryId,
      channel: entry.channel,
      to: entry.to,
      template
    });
    if (logged.status === 'sent') return;
    for (let attempt = 1; attempt <= retry.attempts; attempt += 1) {
      try {
        await send();
        await deps.deliveries.markSent(deliveryId);
        deps.logger.info({ deliveryId, template, attempt }, 'message sent');
        return;
      } catch (err) {
        const reason = reasonOf(err);
        const final = attempt === retry.attempts;
        await deps.deliveries.markAttemptFailed(deliveryId, reason, final);
        deps.logger.warn(
          { deliveryId, template, attempt, reason },
          final ? 'message not sent: giving up for now' : 'message not sent: will retry'
        );
        if (final) throw new DeliveryFailedError(deliveryId, reason);
        await sleep(backoffAfter(retry, attempt));
      }
    }
  }

  return {
    sms(
      deliveryId: string,
      message: { to: string; template: string; text: string; locale?: Locale }
    ): Promise<void> {
      return deliver({ deliveryId, channel: 'sms', to: message.to, template: message.template }, () =>
        deps.sms.send({ to: message.to, text: message.text, locale: message.locale })
      );
    },
    email(deliveryId: string, message: { to: string; template: string; content: Rendered }): Promise<void> {
      return deliver({ deliveryId, channel: 'email', to: message.to, template: message.template }, () =>
        deps.email.send({ to: message.to, ...message.content })
      );
    }
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;
