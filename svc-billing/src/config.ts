import { z } from 'zod';
import {
  baseConfigShape,
  ConfigError,
  contactOfferKeyConfig,
  envPort,
  envString,
  loadConfig
} from '@matrimony/service-kit';
import { STATE_NAMES } from '@matrimony/catalog';
import { checkoutScriptLocationSchema } from '@matrimony/contracts/http/billing/payments';
import { DEMO_SELLER, GST_STATE_CODES, isValidGstin } from '@matrimony/catalog/tax-invoice';

// Development value only: production (NODE_ENV=production) must set its own (readConfig refuses to start otherwise).
const DEV_MOBILE_HASH_KEY = 'dev-billing-mobile-hash-key-change-me-0123456789';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4003),
  /** Razorpay's API (the development gateway outside production). Without keys, payments answer 503. */
  RAZORPAY_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().default('https://api.razorpay.com')
  ),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  /**
   * The checkout script the browser loads (production: Razorpay's own; the CSP allows exactly it). Development serves
   * its stand-in through the site's own gateway as a site path (/razorpay/v1/checkout.js), so a page opened under
   * any host the site answers to loads it from its own origin.
   */
  RAZORPAY_CHECKOUT_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    checkoutScriptLocationSchema.default('https://checkout.razorpay.com/v1/checkout.js')
  ),
  /** HMAC key of the welcome-offer records (one per mobile, kept as this keyed hash after erasure). Rotating it forgets who had one. */
  MOBILE_HASH_KEY: envString()
    .pipe(z.string().min(32, 'must be at least 32 characters'))
    .default(DEV_MOBILE_HASH_KEY),
  /** HMAC key of svc-profile's contact-unlock offers, which an unlock order must present (the same value in both). */
  CONTACT_OFFER_KEY: contactOfferKeyConfig,
  /** The seller every tax invoice names (docs/runbook.md "Tax invoices"): the operating company's GST registration. */
  SELLER_LEGAL_NAME: envString().pipe(z.string().min(1).max(120)).default(DEMO_SELLER.legalName),
  SELLER_GSTIN: envString()
    .pipe(z.string().refine(isValidGstin, 'must be a 15-character GSTIN with its check character'))
    .default(DEMO_SELLER.gstin),
  SELLER_ADDRESS: envString().pipe(z.string().min(1).max(200)).default(DEMO_SELLER.address),
  SELLER_STATE: envString().pipe(z.enum(STATE_NAMES)).default(DEMO_SELLER.state)
};

export type Config = ReturnType<typeof readConfig>;

/** Reads the environment; in production the development keys are refused. */
export function readConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(configShape, env);
  if (config.NODE_ENV === 'production' && !env.MOBILE_HASH_KEY)
    throw new ConfigError('Invalid configuration:\n  MOBILE_HASH_KEY: is required in production');
  if (config.NODE_ENV === 'production' && !env.CONTACT_OFFER_KEY)
    throw new ConfigError('Invalid configuration:\n  CONTACT_OFFER_KEY: is required in production');
  if (config.SELLER_GSTIN.slice(0, 2) !== GST_STATE_CODES[config.SELLER_STATE])
    throw new ConfigError(
      `Invalid configuration:\n  SELLER_GSTIN: its state code is not ${config.SELLER_STATE}'s (SELLER_STATE)`
    );
  return config;
}

/** The seller on the invoices, as configured. */
export function sellerOf(config: Config) {
  return {
    legalName: config.SELLER_LEGAL_NAME,
    gstin: config.SELLER_GSTIN,
    address: config.SELLER_ADDRESS,
    state: config.SELLER_STATE
  };
}
