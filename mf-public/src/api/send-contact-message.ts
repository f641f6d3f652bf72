import type { notifyRoutes } from '@matrimony/contracts/http/notify';
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import { CONTACT_MESSAGES, type UserMessage, withDetail } from '@matrimony/catalog/messages';
import { apiRoutes, asProblem, callRoute } from '@matrimony/session';

type Route = typeof notifyRoutes.sendContactMessage;

/** The form as svc-notify's contract takes it. */
export type ContactForm = RequestBodyOf<Route>;

/**
 * Posts the message to svc-notify (through the session's API client) and returns the notice to show:
 * "Message Sent Successfully!" with the ticket number the message opened, or "Failed to Send Message" with the
 * service's reason or the spec's fallback text.
 */
export async function sendContactMessage(
  form: ContactForm,
  fetchFn?: typeof fetch
): Promise<{ sent: boolean; notice: UserMessage; ticket?: string }> {
  try {
    const answer = await callRoute(apiRoutes.notify.sendContactMessage, { body: form }, fetchFn);
    return { sent: true, notice: CONTACT_MESSAGES.sent, ticket: answer.ticket };
  } catch (error) {
    return { sent: false, notice: withDetail(CONTACT_MESSAGES.sendFailed, asProblem(error)?.detail) };
  }
}
