import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH
} from '@matrimony/catalog/constants';
import {
  CONTACT_MESSAGES,
  messageText,
  SIGNUP_MESSAGES,
  type UserMessage
} from '@matrimony/catalog/messages';
import type { ContactForm } from '../api/send-contact-message';

export type { ContactForm } from '../api/send-contact-message';
export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH
};

export type ContactCheck =
  | { ok: true; form: ContactForm }
  | { ok: false; notice: UserMessage; errors: ContactErrors };

/**
 * The checks before posting, by svc-notify's own rule (the catalog's contactMessageSchema, loaded when
 * the visitor first presses Send so the page itself carries no zod): all four fields required ("Missing
 * Information"), then a valid e-mail address.
 */
export async function checkContactForm(input: ContactForm): Promise<ContactCheck> {
  const { contactMessageSchema, fieldIssues } = await import('@matrimony/catalog/validation');
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, form: result.data };
  const issues = fieldIssues(result.error);
  const errors: ContactErrors = {};
  for (const issue of issues) errors[issue.field as ContactField] ??= messageText(issue.message);
  const missing = issues.some(
    (issue) => messageText(issue.message) === messageText(CONTACT_MESSAGES.missingInformation)
  );
  return {
    ok: false,
    notice: missing ? CONTACT_MESSAGES.missingInformation : SIGNUP_MESSAGES.invalidEmail,
    errors
  };
}
