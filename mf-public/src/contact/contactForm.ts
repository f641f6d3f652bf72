import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH
} from '@matrimony/catalog/constants';
import { CONTACT_MESSAGES, SIGNUP_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';

export type ContactForm = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactCheck = { ok: true; form: ContactForm } | { ok: false; notice: UserMessage; errors: ContactErrors };

/**
 * The checks before posting (the service validates again): all four fields required (spec:
 * "Missing Information"), then a plausible e-mail address.
 */
export function checkContactForm(input: ContactForm): ContactCheck {
  const form: ContactForm = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim()
  };
  const missing = (Object.keys(form) as ContactField[]).filter((field) => form[field] === '');
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((field) => [field, 'This field is required'])) as ContactErrors;
    return { ok: false, notice: CONTACT_MESSAGES.missingInformation, errors };
  }
  if (!EMAIL_PATTERN.test(form.email)) {
    return { ok: false, notice: SIGNUP_MESSAGES.invalidEmail, errors: { email: SIGNUP_MESSAGES.invalidEmail.description } };
  }
  return { ok: true, form };
}
