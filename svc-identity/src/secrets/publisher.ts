import { type JetStreamClient } from '@nats-io/jetstream';
import { type EventData } from '@matrimony/contracts';
import { publishEvent } from '@matrimony/service-kit';

/**
 * OTP codes, reset links and e-mail confirmation links go straight to the in-memory IDENTITY_SECRETS stream (svc-notify consumes
 * them): never through the Mongo outbox, never into a log.
 */
export interface SecretsPublisher {
  otpRequested(data: EventData<'identity.otp.requested'>): Promise<void>;
  otpWithheld(data: EventData<'identity.otp.withheld'>): Promise<void>;
  passwordResetRequested(data: EventData<'identity.password-reset.requested'>): Promise<void>;
  emailChangeRequested(data: EventData<'identity.email-change.requested'>): Promise<void>;
}

export function createSecretsPublisher(js: JetStreamClient): SecretsPublisher {
  return {
    async otpRequested(data) {
      await publishEvent(js, 'identity.otp.requested', data);
    },
    async otpWithheld(data) {
      await publishEvent(js, 'identity.otp.withheld', data);
    },
    async passwordResetRequested(data) {
      await publishEvent(js, 'identity.password-reset.requested', data);
    },
    async emailChangeRequested(data) {
      await publishEvent(js, 'identity.email-change.requested', data);
    }
  };
}
