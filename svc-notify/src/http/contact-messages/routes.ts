import { type Router } from 'express';
import { inputOf, type Logger } from '@matrimony/service-kit';
import { CONTACT_MESSAGES, messageText, userMessageForText, type UserMessage } from '@matrimony/catalog/messages';
import { contactMessageSchema } from '@matrimony/catalog/validation';
import { CONTACT_MESSAGES_PER_IP } from '../../domain/limits';
import { type ContactMessage } from '../../store/contact-messages';
import { contactAcknowledgementEmail, contactForwardEmail } from '../../templates';
import { type NotifyDeps } from '../deps';
import { problem, tooMany, validateAs } from '../problems';

const schemas = { body: contactMessageSchema };

const TOO_MANY_MESSAGES: UserMessage = {
  title: 'Too Many Messages',
  description: 'You have sent several messages in a short time. Please try again later or e-mail us directly.'
};

/** The spec's "Missing Information" when a field is empty; otherwise the first field's own message (invalid e-mail, too long). */
function contactProblem(errors: Record<string, string>) {
  const texts = Object.values(errors);
  const missing = messageText(CONTACT_MESSAGES.missingInformation);
  const known = texts.includes(missing) ? CONTACT_MESSAGES.missingInformation : texts.map(userMessageForText).find((m) => m !== undefined);
  return problem(400, known ?? CONTACT_MESSAGES.missingInformation, 'contact_invalid');
}

/** Forwards the message to the support mailbox (replies go to the sender) and acknowledges it to the sender. */
async function sendContactEmails(deps: NotifyDeps, message: ContactMessage, logger: Logger): Promise<void> {
  const results = await Promise.allSettled([
    deps.deliverer.email(`contact:${message.id}:support`, {
      to: deps.supportEmail,
      template: 'contact-forward',
      content: contactForwardEmail(message),
      replyTo: message.email
    }),
    deps.deliverer.email(`contact:${message.id}:ack`, { to: message.email, template: 'contact-ack', content: contactAcknowledgementEmail(message) })
  ]);
  // Each failure is already in the delivery log with its reason; the message itself is stored.
  if (results.some((result) => result.status === 'rejected')) logger.warn({ contactMessageId: message.id }, 'contact message e-mails not all sent');
}

/** POST /contact-messages: validated, rate limited per IP, stored, forwarded to support and acknowledged. */
export function contactMessageRoutes(router: Router, deps: NotifyDeps): void {
  router.post('/contact-messages', validateAs(schemas, contactProblem), async (req, res) => {
    const { body } = inputOf(res, schemas);
    const now = deps.now();
    const taken = await deps.stores.rateLimits.take(`contact:ip:${req.ip ?? 'unknown'}`, CONTACT_MESSAGES_PER_IP, now);
    if (!taken.allowed) throw tooMany(res, taken.retryAfterSec, TOO_MANY_MESSAGES, 'contact_rate_limited');
    const saved = await deps.stores.contactMessages.add(body, now);
    deps.background.run(sendContactEmails(deps, saved, req.log));
    res.status(201).json({ id: saved.id, ...CONTACT_MESSAGES.sent });
  });
}
