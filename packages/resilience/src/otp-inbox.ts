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
  const nc: NatsConnection = await connect({ servers: natsUrl, name: 'otp-tap', maxReconnectAttempts: -1, reconnectTimeWait: 500 });
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
