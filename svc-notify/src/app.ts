import { notifyApi, notifyDevApi } from '@matrimony/contracts/http/notify';
import {
  createServiceApp,
  metricsRegistry,
  serveOpenApi,
  type Logger,
  type ReadinessCheck
} from '@matrimony/service-kit';
import { registerQueuedEmailMetrics } from './delivery/queued-email-metrics';
import { contactMessageRoutes } from './http/contact-messages/routes';
import { conversationRoutes } from './http/conversations/routes';
import { type NotifyDeps } from './http/deps';
import { devOutboxRoutes } from './http/dev-outbox/routes';
import { messageModerationRoutes } from './http/message-moderation/routes';
import { notificationSettingsRoutes } from './http/notification-settings/routes';
import { notificationRoutes } from './http/notifications/routes';
import { memberTicketRoutes } from './http/support-tickets/member-routes';
import { staffTicketRoutes } from './http/support-tickets/staff-routes';
import { visitorTicketRoutes } from './http/support-tickets/link-routes';
import { unsubscribeRoutes } from './http/unsubscribe/routes';

export const SERVICE_NAME = 'svc-notify';
export const BASE_PATH = '/api/notify';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** Stores, deliverer and clock; without them only the health endpoints exist (plumbing tests). */
  notify?: NotifyDeps;
}

/** In-app notifications and their settings, the unsubscribe link, SMS and e-mail delivery, the contact form, the help desk's tickets and (outside production) the development outbox. */
export function createApp(deps: AppDeps = {}) {
  const app = createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes(router) {
      serveOpenApi(router, deps.notify?.devOutbox ? notifyDevApi : notifyApi);
      if (!deps.notify) return;
      notificationRoutes(router, deps.notify);
      notificationSettingsRoutes(router, deps.notify);
      unsubscribeRoutes(router, deps.notify);
      conversationRoutes(router, deps.notify);
      messageModerationRoutes(router, deps.notify);
      contactMessageRoutes(router, deps.notify);
      memberTicketRoutes(router, deps.notify);
      visitorTicketRoutes(router, deps.notify);
      staffTicketRoutes(router, deps.notify);
      if (deps.notify.devOutbox) devOutboxRoutes(router, deps.notify);
    }
  });
  if (deps.notify)
    registerQueuedEmailMetrics(metricsRegistry(app), deps.notify.stores.deliveries, deps.notify.now);
  return app;
}
