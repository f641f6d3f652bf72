// Request-reply over plain NATS for the requests catalogued in contracts (natsRequests): the asker's call and the
// owner's responder. Both sides parse with the contract's schemas, so a drift fails loudly instead of being trusted.
import { type NatsConnection, type Subscription } from '@nats-io/nats-core';
import {
  natsRequests,
  type NatsReplyOf,
  type NatsRequestOf,
  type NatsRequestSubject
} from '@matrimony/contracts';
import { type Logger } from 'pino';

/** The owner did not answer in time, no replica was listening, or it could not answer: the caller's 503. */
export class RequestUnansweredError extends Error {
  constructor(
    readonly subject: NatsRequestSubject,
    options?: { cause?: unknown }
  ) {
    super(`no answer to ${subject}`, options);
    this.name = 'RequestUnansweredError';
  }
}

type Envelope = { ok: true; reply: unknown } | { ok: false };

/** Asks the owner and answers its parsed reply; RequestUnansweredError when there is none to be had. */
export async function requestReply<S extends NatsRequestSubject>(
  nc: NatsConnection,
  subject: S,
  request: NatsRequestOf<S>,
  options: { timeoutMs?: number } = {}
): Promise<NatsReplyOf<S>> {
  const definition = natsRequests[subject];
  const payload = JSON.stringify(definition.request.parse(request));
  let envelope: Envelope;
  try {
    envelope = (await nc.request(subject, payload, { timeout: options.timeoutMs ?? 3000 })).json<Envelope>();
  } catch (err) {
    throw new RequestUnansweredError(subject, { cause: err });
  }
  if (!envelope.ok) throw new RequestUnansweredError(subject);
  return definition.reply.parse(envelope.reply) as NatsReplyOf<S>;
}

export interface RequestResponder {
  stop(): Promise<void>;
}

/**
 * Answers one request subject, its replicas sharing the work (a queue group named after the subject). A request that
 * breaks the contract, or a handler that fails, gets `ok: false` at once rather than leaving the asker to time out.
 */
export function answerRequests<S extends NatsRequestSubject>(options: {
  nc: NatsConnection;
  subject: S;
  handler: (request: NatsRequestOf<S>) => Promise<NatsReplyOf<S>>;
  logger: Logger;
}): RequestResponder {
  const { nc, subject, handler, logger } = options;
  const definition = natsRequests[subject];
  const answer = async (data: () => unknown, respond: (envelope: Envelope) => void) => {
    try {
      const request = definition.request.parse(data()) as NatsRequestOf<S>;
      respond({ ok: true, reply: definition.reply.parse(await handler(request)) });
    } catch (err) {
      logger.error({ err, subject }, 'request not answered');
      respond({ ok: false });
    }
  };
  const subscription: Subscription = nc.subscribe(subject, {
    queue: subject,
    callback: (err, msg) => {
      if (err) {
        logger.error({ err, subject }, 'request subscription failed');
        return;
      }
      void answer(
        () => msg.json(),
        (envelope) => msg.respond(JSON.stringify(envelope))
      );
    }
  });
  return {
    async stop() {
      await subscription.drain();
    }
  };
}
