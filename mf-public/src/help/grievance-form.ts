// The visitor's grievance form: its fields, the checks before sending (the contract's rules in the catalog's
// words) and where a refused grievance's problem goes: under the fields the service named, else above the button.
import { CONTACT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@matrimony/catalog/constants';
import { type UserMessage } from '@matrimony/catalog/messages';
import {
  TICKET_FORM_ERRORS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH
} from '@matrimony/catalog/support';
import { asProblem, problemMessage } from '@matrimony/session';
import type { GrievanceBody } from '../api/help-desk';

export type GrievanceField = keyof GrievanceBody;
export type GrievanceErrors = Partial<Record<GrievanceField, string>>;
export const GRIEVANCE_FIELDS: readonly GrievanceField[] = ['name', 'email', 'subject', 'message'];
export const EMPTY_GRIEVANCE: GrievanceBody = { name: '', email: '', subject: '', message: '' };

export const GRIEVANCE_LIMITS: Record<GrievanceField, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: TICKET_SUBJECT_MAX_LENGTH,
  message: TICKET_MESSAGE_MAX_LENGTH
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkGrievance(
  input: GrievanceBody
): { ok: true; body: GrievanceBody } | { ok: false; errors: GrievanceErrors } {
  const body = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim()
  };
  const errors: GrievanceErrors = {};
  for (const field of GRIEVANCE_FIELDS) {
    if (field === 'email') continue;
    if (!body[field]) errors[field] = TICKET_FORM_ERRORS[field];
    else if (body[field].length > GRIEVANCE_LIMITS[field])
      errors[field] = TICKET_FORM_ERRORS.tooLong(GRIEVANCE_LIMITS[field]);
  }
  if (!EMAIL.test(body.email) || body.email.length > EMAIL_MAX_LENGTH)
    errors.email = TICKET_FORM_ERRORS.email;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

export function grievanceFailure(error: unknown): { errors: GrievanceErrors; message?: UserMessage } {
  const errors: GrievanceErrors = {};
  for (const [field, text] of Object.entries(asProblem(error)?.errors ?? {})) {
    if ((GRIEVANCE_FIELDS as readonly string[]).includes(field)) errors[field as GrievanceField] = text;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, message: problemMessage(error) };
}
