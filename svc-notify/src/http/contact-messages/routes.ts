import { type Router } from 'express';
import {
  CONTACT_MESSAGES,
  messageText,
  userMessageForText,
  type UserMessage
} from '@matrimony/catalog/messages';
import { notifyRoutes } from '@matrimony/contracts/http/notify';
import { contractRouteWith, inputOf, problem, sendJson } from '@matrimony/service-kit';
import { CONTACT_ACKS_PER_ADDRESS, CONTACT_MESSAGES_PER_IP } from '../../domain/limits';
import { queueContactEmails } from '../../delivery/contact-emails';
import { type NotifyDeps } from '../deps';
import {
  addressBudgetKey,
  openTicket,
  takeTicketBudget,
  ticketLinkUrl
} from '../support-tickets/open-ticket';

const route = notifyRoutes.sendContactMessage;

const TOO_MANY_MESSAGES: UserMessage = {
  title: 'Too Many Messages',
  description: 'You have sent several messages in a short time. Please try again later or e-mail us directly.'
};

/** The spec's "Missing Information" when a field is empty; otherwise the first field's own message (invalid e-mail, too long). */
function contactProblem(errors: Record<string, string>) {
  const texts = Object.values(errors);
  const missing = messageText(CONTACT_MESSAGES.missingInformation);
  const known = texts.includes(missing)
    ? CONTACT_MESSAGES.missingInformation
    : texts.map(userMessageForText).find((m) => m !== undefined);
  return problem(400, known ?? CONTACT_MESSAGES.missingInformation, 'contact_invalid');
}

/**
 * POST /contact-messages: validated, rate limited per IP and (with grievances) per address, stored, opened as a `contact` ticket (answered in the
 * console), and its forward to support and acknowledgement with the ticket's link queued.
 */
export function contactMessageRoutes(router: Router, deps: NotifyDeps): void {
  contractRouteWith(router, route, { invalid: contactProblem }, async (req, res) => {
    const { locale, ...body } = inputOf(res, route.request).body;
    const now = deps.now();
    const taken = await deps.stores.rateLimits.take(
      `contact:ip:${req.ip ?? 'unknown'}`,
      CONTACT_MESSAGES_PER_IP,
      now
    );
    if (!taken.allowed)
      throw problem(429, TOO_MANY_MESSAGES, 'contact_rate_limited', {
        retryAfterSeconds: taken.retryAfterSec
      });
    await takeTicketBudget(deps, addressBudgetKey(body.email), now, {
      message: TOO_MANY_MESSAGES,
      code: 'contact_rate_limited'
    });
    const saved = await deps.stores.contactMessages.add(body, now);
    const ackBudget = await deps.stores.rateLimits.take(
      `contact:ack:${body.email.toLowerCase()}`,
      CONTACT_ACKS_PER_ADDRESS,
      now
    );
    const ticket = await openTicket(
      deps,
      { type: 'visitor', name: body.name, email: body.email, locale },
      'visitor',
      { kind: 'contact', category: null, subject: body.subject, message: body.message, receiptNumber: null },
      now
    );
    await queueContactEmails(
      deps.queuedEmails,
      deps.supportEmail,
      saved,
      { number: ticket._id, url: ticketLinkUrl(deps, ticket) },
      ackBudget.allowed,
      locale
    );
    sendJson(res, route, { id: saved.id, ticket: ticket._id, ...CONTACT_MESSAGES.sent });
  });
}
