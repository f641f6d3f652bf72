import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '@matrimony/catalog/constants';
import { emailSchema, FIELD_TEXT, passwordSchema, requiredText } from '@matrimony/catalog/validation';

export const registerSchemas = {
  body: z.object({
    phoneToken: z.string().min(1).max(4096),
    email: emailSchema.transform((email) => email.toLowerCase()),
    password: passwordSchema,
    fullName: requiredText(FIELD_TEXT.missing, 'Full name', FULL_NAME_MAX_LENGTH)
  })
};

export const deleteAccountSchemas = {
  body: z.object({ password: z.string({ error: FIELD_TEXT.missing }).min(1, FIELD_TEXT.missing).max(1024) })
};
