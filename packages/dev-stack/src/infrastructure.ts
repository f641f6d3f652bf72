import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEV_PLACEHOLDERS, startKeycloakDev } from '@matrimony/keycloak-dev';
import { DEV_RAZORPAY, startRazorpayDev } from '@matrimony/razorpay-dev';
import type { ManagedChild } from './child-process';
import type { Log } from './log';
import { startMongo } from './mongo';
import { startNats } from './nats';
import { loopback } from './ports';
import { tcpOpen, waitUntilReady } from './readiness';
import { starting } from './starting';
import type { Teardown } from './teardown';
import { keycloakBasePath, razorpayBasePath, type StackPorts } from './topology';

export interface Infrastructure {
  nats: ManagedChild;
  natsUrl: string;
  mongo: ManagedChild;
  mongoUri: string;
  keycloakUrl: string;
  keycloakIssuer: string;
  /** svc-identity's service-account secret in the dev realm. */
  identityClientSecret: string;
  /** The development payment gateway: what svc-billing's RAZORPAY_* settings point at. */
  razorpay: RazorpayWiring;
  /** CONTACT_OFFER_KEY, the same for svc-profile (signs unlock offers) and svc-billing (checks them). */
  contactOfferKey: string;
}

export interface RazorpayWiring {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The checkout script as the browser loads it: a site path (through the gateway, same origin under any host). */
  checkoutScriptUrl: string;
}

// The embedded server replays its journal before it listens: seconds with the demo data.
const infrastructureStartMs = 60_000;
// Stopping flushes the journal.
const mongoStopMs = 15_000;

/** NATS JetStream, the embedded MongoDB server and the development Keycloak issuer, each registered for teardown. */
export async function startInfrastructure(
  ports: StackPorts,
  dataDir: string,
  publicUrl: string,
  teardown: Teardown,
  log: Log
): Promise<Infrastructure> {
  const nats = startNats({ port: ports.nats, host: loopback, storeDir: join(dataDir, 'nats'), log });
  teardown.add('nats-server', () => nats.stop());
  const mongo = startMongo({ port: ports.mongo, host: loopback, dataDir: join(dataDir, 'mongo'), log });
  teardown.add('embedded MongoDB', () => mongo.stop(mongoStopMs));
  await waitUntilReady(
    [
      { name: 'nats-server', probe: tcpOpen(ports.nats, loopback), child: nats },
      { name: 'the embedded MongoDB server', probe: tcpOpen(ports.mongo, loopback), child: mongo }
    ],
    infrastructureStartMs
  );
  log(`MongoDB (embedded) on mongodb://${loopback}:${ports.mongo}/`);

  const identityClientSecret =
    process.env.KEYCLOAK_SVC_IDENTITY_SECRET ?? DEV_PLACEHOLDERS.KEYCLOAK_SVC_IDENTITY_SECRET!;
  const keycloak = await starting('The development Keycloak issuer', () =>
    startKeycloakDev({
      port: ports.keycloak,
      host: loopback,
      dataDir: join(dataDir, 'keycloak'),
      publicUrl,
      basePath: keycloakBasePath,
      // The realm's redirect URIs and web origins follow the gateway, whatever its port.
      env: { MATRIMONY_PUBLIC_URL: publicUrl, KEYCLOAK_SVC_IDENTITY_SECRET: identityClientSecret }
    })
  );
  teardown.add('Keycloak (dev)', () => keycloak.stop());
  log(`Keycloak (dev) on ${keycloak.url}, issuer ${keycloak.issuer}`);

  const razorpay = await starting('The development payment gateway', () =>
    startRazorpayDev({
      port: ports.razorpay,
      host: loopback,
      dataDir: join(dataDir, 'razorpay'),
      // Webhooks reach svc-billing the way Razorpay's would: through the public entry point.
      webhookUrl: `${publicUrl}/api/billing/webhooks/razorpay`,
      log: (line) => log(`razorpay-dev: ${line}`)
    })
  );
  teardown.add('payment gateway (dev)', () => razorpay.stop());
  log(`Payments (dev Razorpay) on ${razorpay.url}`);

  return {
    nats,
    natsUrl: `nats://${loopback}:${ports.nats}`,
    mongo,
    mongoUri: `mongodb://${loopback}:${ports.mongo}/`,
    keycloakUrl: keycloak.url,
    keycloakIssuer: keycloak.issuer,
    identityClientSecret,
    // New each run, handed to both services: an unlock works only when the two really share the key.
    contactOfferKey: process.env.CONTACT_OFFER_KEY ?? randomBytes(24).toString('hex'),
    razorpay: {
      apiUrl: razorpay.url,
      keyId: DEV_RAZORPAY.keyId,
      keySecret: DEV_RAZORPAY.keySecret,
      webhookSecret: DEV_RAZORPAY.webhookSecret,
      checkoutScriptUrl: `${razorpayBasePath}/v1/checkout.js`
    }
  };
}
