import { type Router } from 'express';
import { devOutboxRoutes as routes } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, sendJson } from '@matrimony/service-kit';
import { normaliseRecipient } from '../../domain/recipients';
import { type NotifyDeps } from '../deps';
import { outboxPage } from './page';

/** Development only (never mounted in production): the messages the dev providers caught. */
export function devOutboxRoutes(router: Router, deps: NotifyDeps): void {
  const list = async (to: string | undefined) =>
    deps.stores.devOutbox.list(to ? { to: normaliseRecipient(to) } : {});

  contractRoute(router, routes.listOutbox, async (_req, res) => {
    const { query } = inputOf(res, routes.listOutbox.request);
    const messages = await list(query.to);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.listOutbox, {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }))
    });
  });

  contractRoute(router, routes.showOutbox, async (_req, res) => {
    const { query } = inputOf(res, routes.showOutbox.request);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(outboxPage(await list(query.to), query.to));
  });
}
