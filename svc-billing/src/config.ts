import { z } from 'zod';
import { baseConfigShape, envPort, loadConfig } from '@matrimony/service-kit';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const configShape = {
  ...baseConfigShape,
  PORT: envPort(4003),
  /** Razorpay's API (the development gateway outside production). Without keys, payments answer 503. */
  RAZORPAY_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().default('https://api.razorpay.com')),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  /** The checkout script the browser loads (production: Razorpay's own; the CSP allows exactly it). */
  RAZORPAY_CHECKOUT_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().default('https://checkout.razorpay.com/v1/checkout.js'))
};

export type Config = ReturnType<typeof readConfig>;

export function readConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(configShape, env);
}
