import { z } from '../zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH
} from '../constants';
import { CONTACT_MESSAGES, messageText } from '../messages';
import { emailField, requiredText } from './fields';

const missing = messageText(CONTACT_MESSAGES.missingInformation);

/** The contact form: all four fields required ("Missing Information"), lengths capped. */
export const contactMessageSchema = z
  .object({
    name: requiredText(missing, 'Name', CONTACT_NAME_MAX_LENGTH),
    email: emailField(missing),
    subject: requiredText(missing, 'Subject', CONTACT_SUBJECT_MAX_LENGTH),
    message: requiredText(missing, 'Message', CONTACT_MESSAGE_MAX_LENGTH)
  })
  .strict();
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
