import { z } from 'zod';

/** RFC 9457 problem details, the body of every error response (content type application/problem+json). */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  /** A sentence a person understands; safe to show in the UI. */
  detail: z.string(),
  instance: z.string().optional(),
  /** Stable machine-readable reason, e.g. `token_expired`. */
  code: z.string().optional(),
  /** Per-field messages for validation failures, keyed by field path (`address.pincode`). */
  errors: z.record(z.string(), z.string()).optional(),
  /** On 429 (and wherever a wait helps): seconds until a retry can succeed; the Retry-After header says the same. */
  retryAfter: z.number().int().nonnegative().optional()
});

export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
