import { type Router } from 'express';
import { z } from 'zod';
import { inputOf, validate } from '@matrimony/service-kit';
import { normaliseRecipient } from '../../domain/recipients';
import { type NotifyDeps } from '../deps';
import { outboxPage } from './page';

const schemas = { query: z.object({ to: z.string().trim().min(1).max(320).optional() }) };

/** Development only (never mounted in production): the messages the dev providers caught. */
export function devOutboxRoutes(router: Router, deps: NotifyDeps): void {
  const list = async (to: string | undefined) => deps.stores.devOutbox.list(to ? { to: normaliseRecipient(to) } : {});

  router.get('/dev/outbox', validate(schemas), async (_req, res) => {
    const { query } = inputOf(res, schemas);
    const messages = await list(query.to);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) });
  });

  router.get('/dev/outbox.html', validate(schemas), async (_req, res) => {
    const { query } = inputOf(res, schemas);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(outboxPage(await list(query.to), query.to));
  });
}
