import { CONTACT_MESSAGES, type UserMessage, withDetail } from '@matrimony/catalog/messages';
import type { ContactForm } from './contactForm';

export const CONTACT_MESSAGES_URL = '/api/notify/contact-messages';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The person-readable reason in a problem+json body (detail, else title), if there is one. */
async function problemDetail(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { detail, error } = body as { detail?: unknown; error?: unknown };
      if (typeof detail === 'string') return detail;
      if (typeof error === 'string') return error;
    }
  } catch (_error) {
    // Not JSON (a gateway page, an empty body): fall back to the generic message.
  }
  return undefined;
}

/**
 * Posts the message to svc-notify and returns the notice to show: "Message Sent Successfully!"
 * or "Failed to Send Message" with the server's reason or the spec's fallback text.
 */
export async function sendContactMessage(form: ContactForm, fetchImpl: Fetch = fetch): Promise<{ sent: boolean; notice: UserMessage }> {
  try {
    const response = await fetchImpl(CONTACT_MESSAGES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, application/problem+json' },
      body: JSON.stringify(form)
    });
    if (response.ok) return { sent: true, notice: CONTACT_MESSAGES.sent };
    return { sent: false, notice: withDetail(CONTACT_MESSAGES.sendFailed, await problemDetail(response)) };
  } catch (_error) {
    return { sent: false, notice: CONTACT_MESSAGES.sendFailed };
  }
}
