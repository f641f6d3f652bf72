import { z } from 'zod';
import { mobileSchema, otpSchema } from '@matrimony/catalog/validation';

export const sendOtpSchemas = {
  body: z.object({
    mobile: mobileSchema,
    /** The ALTCHA widget's solution payload (base64 JSON). */
    challenge: z.string().min(1).max(4096)
  })
};

export const verifyOtpSchemas = {
  body: z.object({
    mobile: mobileSchema,
    code: otpSchema
  })
};
