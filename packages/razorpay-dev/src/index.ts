import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from './gateway';
import { createRazorpayApp } from './server';
import { Store } from './store';
import { createWebhookSender } from './webhooks';

export { paymentSignature, webhookSignature } from './signatures';
export type { Order, Payment, Refund } from './entities';

/** Development credentials (Razorpay's test keys start `rzp_test_`). Never valid anywhere real. */
export const DEV_RAZORPAY = {
  keyId: 'rzp_test_DevGateway00001',
  keySecret: 'dev-razorpay-key-secret',
  webhookSecret: 'dev-razorpay-webhook-secret'
} as const;

export interface RazorpayDevOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** The merchant's webhook endpoint, e.g. svc-billing's `/api/billing/webhooks/razorpay`. */
  webhookUrl?: string;
  /** Orders and payments survive restarts here; without it they live in memory. */
  dataDir?: string;
  /** Delays between webhook attempts (default 1 s, 5 s, 30 s, 2 min, 10 min). */
  webhookRetryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface RazorpayDev {
  /** Base URL of the API: what `RAZORPAY_API_URL` takes (the SDK's `https://api.razorpay.com`). */
  url: string;
  /** The checkout script, served like `https://checkout.razorpay.com/v1/checkout.js`. */
  checkoutScriptUrl: string;
  keyId: string;
  /** Resolves once every webhook delivery in flight has succeeded or given up (tests). */
  webhooksIdle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRazorpayDev(options: RazorpayDevOptions = {}): Promise<RazorpayDev> {
  const keyId = options.keyId ?? DEV_RAZORPAY.keyId;
  const keySecret = options.keySecret ?? DEV_RAZORPAY.keySecret;
  const log = options.log ?? ((line: string) => console.log(`razorpay-dev: ${line}`));
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret ?? DEV_RAZORPAY.webhookSecret,
    accountId: 'acc_DevGateway00001',
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 5000, 30_000, 120_000, 600_000],
    log
  });
  const gateway = createGateway(new Store(options.dataDir), webhooks, keySecret);
  const server: Server = createRazorpayApp({ gateway, keyId, keySecret }).listen(
    options.port ?? 0,
    options.host ?? '127.0.0.1'
  );
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    keyId,
    webhooksIdle: () => webhooks.idle(),
    async stop() {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };
}
