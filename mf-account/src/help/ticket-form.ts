// The "Write to us" form: its values, the checks before sending (the contract's own rules, in the catalog's words)
// and where a refused ticket's problem goes: under the field the service named, or above the button.
import {
  SUPPORT_MESSAGES,
  TICKET_FORM_ERRORS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  type TicketCategory
} from '@matrimony/catalog/support';
import { type UserMessage } from '@matrimony/catalog/messages';
import { asProblem, problemMessage } from '@matrimony/session';
import type { OpenTicketBody } from '../api/help-tickets-api';

export type TicketFormValues = {
  category: TicketCategory | '';
  /** A receipt number, or '' for none (only sent with the payment category). */
  receiptNumber: string;
  subject: string;
  message: string;
  grievance: boolean;
};
export type TicketField = 'category' | 'receiptNumber' | 'subject' | 'message';
export type TicketErrors = Partial<Record<TicketField, string>>;
export const TICKET_FIELDS: readonly TicketField[] = ['category', 'receiptNumber', 'subject', 'message'];

export const EMPTY_TICKET_FORM: TicketFormValues = {
  category: '',
  receiptNumber: '',
  subject: '',
  message: '',
  grievance: false
};

export const ticketFieldId = (field: TicketField) => `ticket-${field}`;

/** Only a payment ticket can be about a receipt. */
export const asksForReceipt = (values: TicketFormValues) => values.category === 'payment';

export type CheckedTicketForm = { ok: true; body: OpenTicketBody } | { ok: false; errors: TicketErrors };

function textError(value: string, missing: string, max: number): string | undefined {
  const text = value.trim();
  if (!text) return missing;
  return text.length > max ? TICKET_FORM_ERRORS.tooLong(max) : undefined;
}

/** The form as typed: a category, a subject and a message within their lengths; a receipt only for a payment. */
export function checkTicketForm(values: TicketFormValues): CheckedTicketForm {
  const errors: TicketErrors = {};
  if (!values.category) errors.category = TICKET_FORM_ERRORS.category;
  const subject = textError(values.subject, TICKET_FORM_ERRORS.subject, TICKET_SUBJECT_MAX_LENGTH);
  if (subject) errors.subject = subject;
  const message = textError(values.message, TICKET_FORM_ERRORS.message, TICKET_MESSAGE_MAX_LENGTH);
  if (message) errors.message = message;
  if (!values.category || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      category: values.category,
      subject: values.subject.trim(),
      message: values.message.trim(),
      grievance: values.grievance,
      ...(asksForReceipt(values) && values.receiptNumber ? { receiptNumber: values.receiptNumber } : {})
    }
  };
}

/**
 * A ticket the service refused: its field messages on the form's fields (a receipt that is not the member's goes
 * under the receipt), else its title and detail above the button.
 */
export function ticketFailure(error: unknown): { errors: TicketErrors; message?: UserMessage } {
  const problem = asProblem(error);
  if (problem?.code === 'receipt_not_yours')
    return { errors: { receiptNumber: SUPPORT_MESSAGES.receiptNotYours.description } };
  const errors: TicketErrors = {};
  for (const [field, text] of Object.entries(problem?.errors ?? {})) {
    if ((TICKET_FIELDS as readonly string[]).includes(field)) errors[field as TicketField] = text;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, message: problemMessage(error) };
}
