import { join } from 'node:path';
import { ManagedChild } from './child-process';
import type { Log } from './log';
import { repoRoot } from './repo';
import type { RazorpayWiring } from './infrastructure';
import { keycloakRealm, type ServiceInfo } from './topology';

export interface ServiceWiring {
  port: number;
  mongoUri: string;
  natsUrl: string;
  /** Where services reach Keycloak directly (JWKS, token, admin API). */
  keycloakUrl: string;
  /** The `iss` browsers' tokens carry: the public (gateway) URL. */
  keycloakIssuer: string;
  publicUrl: string;
  identityClientSecret: string;
  razorpay: RazorpayWiring;
  /** CONTACT_OFFER_KEY of svc-profile and svc-billing (one value for both). */
  contactOfferKey: string;
  /**
   * The gateway keeps the client's own X-Forwarded-For (load tests playing many members) and appends the
   * address it saw: the services then trust two hops, so the client's claim is the address they rate-limit.
   */
  clientClaimsAddress?: boolean;
  /** service-kit's DRAIN_DELAY_MS: set when the service runs several replicas behind the gateway. */
  drainDelayMs?: number;
}

/** The service's own database on the shared server: the URI path names it. */
export function databaseUri(mongoUri: string, database: string): string {
  const uri = new URL(mongoUri);
  uri.pathname = `/${database}`;
  return uri.toString();
}

/** svc-billing's RAZORPAY_* variables for a payment gateway. */
export function paymentGatewayEnv(razorpay: RazorpayWiring): Record<string, string> {
  return {
    RAZORPAY_API_URL: razorpay.apiUrl,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl
  };
}

/** Environment variables of docs/architecture.md for one service. */
export function serviceEnv(service: ServiceInfo, wiring: ServiceWiring): Record<string, string> {
  const serviceAccount: Record<string, string> =
    service.name === 'svc-identity'
      ? { KEYCLOAK_CLIENT_ID: 'svc-identity', KEYCLOAK_CLIENT_SECRET: wiring.identityClientSecret }
      : {};
  const payments: Record<string, string> =
    service.name === 'svc-billing' ? paymentGatewayEnv(wiring.razorpay) : {};
  const contactOffers: Record<string, string> =
    service.name === 'svc-profile' || service.name === 'svc-billing'
      ? { CONTACT_OFFER_KEY: wiring.contactOfferKey }
      : {};
  return {
    ...serviceAccount,
    ...payments,
    ...contactOffers,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    PORT: String(wiring.port),
    MONGO_URL: databaseUri(wiring.mongoUri, service.database),
    NATS_URL: wiring.natsUrl,
    KEYCLOAK_URL: wiring.keycloakUrl,
    KEYCLOAK_REALM: keycloakRealm,
    KEYCLOAK_ISSUER: wiring.keycloakIssuer,
    PUBLIC_URL: wiring.publicUrl,
    ...(wiring.clientClaimsAddress ? { TRUSTED_PROXIES: '2' } : {}),
    ...(wiring.drainDelayMs !== undefined ? { DRAIN_DELAY_MS: String(wiring.drainDelayMs) } : {})
  };
}

/** `node --import tsx src/main.ts` in the service's workspace, in its own process group. */
export function startService(
  service: ServiceInfo,
  wiring: ServiceWiring,
  log: Log,
  name: string = service.name
): ManagedChild {
  return new ManagedChild(
    {
      name,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(repoRoot, service.name),
      env: { ...process.env, ...serviceEnv(service, wiring) }
    },
    log
  );
}
