import { connect } from '@nats-io/transport-node';
import { type NatsConnection, type Subscription } from '@nats-io/nats-core';
import { waitFor } from './wait';

export interface OtpInbox {
  /** The newest code sent to this mobile number since the inbox opened (waits for it to arrive). */
  codeFor(mobile: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * Reads OTP codes as svc-identity publishes them (identity.otp.requested), with a plain NATS
 * subscription: it sees every message without consuming it from the work-queue stream, so
 * svc-notify still gets and sends each one.
 */
export async function tapOtpCodes(natsUrl: string): Promise<OtpInbox> {
  const nc: NatsConnection = await connect({
    servers: natsUrl,
    name: 'otp-tap',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500
  });
  const codes = new Map<string, string>();
  const sub: Subscription = nc.subscribe('identity.otp.requested');
  void (async () => {
    for await (const message of sub) {
      const envelope = message.json<{ data?: { mobile?: string; code?: string } }>();
      if (envelope.data?.mobile && envelope.data.code) codes.set(envelope.data.mobile, envelope.data.code);
    }
  })();
  await nc.flush();
  return {
    codeFor(mobile, timeoutMs = 15_000) {
      return waitFor(`the OTP for ${mobile}`, async () => codes.get(mobile), timeoutMs, 20);
    },
    async close() {
      await nc.drain();
    }
  };
}

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
}

/** svc-notify's development outbox (GET /api/notify/dev/outbox?to=): the SMS a member would have received. */
export function notifyOutbox(baseUrl: string): OtpInbox {
  return {
    codeFor(mobile, timeoutMs = 15_000) {
      return waitFor(
        `the OTP SMS to ${mobile} in svc-notify's outbox`,
        async () => {
          const response = await fetch(`${baseUrl}/api/notify/dev/outbox?to=${mobile}`, {
            signal: AbortSignal.timeout(5000)
          });
          if (!response.ok) throw new Error(`GET /api/notify/dev/outbox answered ${response.status}`);
          const { messages } = (await response.json()) as { messages: OutboxMessage[] };
          // Newest first: the code of the latest SMS.
          const sms = messages.find((m) => m.channel === 'sms');
          return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
        },
        timeoutMs,
        50
      );
    },
    async close() {}
  };
}

/** Whether svc-notify's development outbox answers at this base URL (it is absent in production builds and before svc-notify ships it). */
export async function hasNotifyOutbox(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/notify/dev/outbox?to=9000000000`, {
    signal: AbortSignal.timeout(5000)
  }).catch(() => undefined);
  await response?.arrayBuffer();
  return response?.status === 200;
}
