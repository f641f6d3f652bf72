import type { notifyRoutes } from '@matrimony/contracts/http/notify';
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import { CONTACT_MESSAGES, type UserMessage, withDetail } from '@matrimony/catalog/messages';
import { activeLocale } from '@matrimony/i18n';
import { apiRoutes, asProblem, callRoute } from '@matrimony/session';

type Route = typeof notifyRoutes.sendContactMessage;

/** The form's fields as svc-notify's contract takes them (the page's language is added when it is sent). */
export type ContactForm = Omit<RequestBodyOf<Route>, 'locale'>;

/**
 * Posts the message to svc-notify (through the session's API client) and returns the notice to show:
 * "Message Sent Successfully!" with the ticket number the message opened, or "Failed to Send Message" with the
 * service's reason or the spec's fallback text. The page's language goes with it: the acknowledgement is written in it.
 */
export async function sendContactMessage(
  form: ContactForm,
  fetchFn?: typeof fetch
): Promise<{ sent: boolean; notice: UserMessage; ticket?: string }> {
  try {
    const body = { ...form, locale: activeLocale() };
    const answer = await callRoute(apiRoutes.notify.sendContactMessage, { body }, fetchFn);
    return { sent: true, notice: CONTACT_MESSAGES.sent, ticket: answer.ticket };
  } catch (error) {
    return { sent: false, notice: withDetail(CONTACT_MESSAGES.sendFailed, asProblem(error)?.detail) };
  }
}
