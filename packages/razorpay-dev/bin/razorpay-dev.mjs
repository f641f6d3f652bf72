#!/usr/bin/env node
// Development payment gateway: `razorpay-dev --port 8190 --data .data/razorpay --webhook-url http://localhost:8080/api/billing/webhooks/razorpay`
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { startRazorpayDev } = await import('../src/index.ts');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8190' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    'webhook-url': { type: 'string' }
  }
});

const gateway = await startRazorpayDev({
  port: Number(values.port),
  host: values.host,
  dataDir: values.data,
  webhookUrl: values['webhook-url']
});
console.log(`razorpay-dev listening on ${gateway.url} (checkout ${gateway.checkoutScriptUrl})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    gateway.stop().then(() => process.exit(0));
  });
}
