import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { newPasswordField, passwordResetRequestSchema } from '@matrimony/catalog/validation';

const tooShort = messageText(PASSWORD_RESET_MESSAGES.passwordTooShort);

export const resetRequestSchemas = { body: passwordResetRequestSchema };

export const resetConfirmSchemas = {
  body: z.object({
    token: z.string().min(1).max(4096),
    password: newPasswordField(tooShort, tooShort)
  })
};
