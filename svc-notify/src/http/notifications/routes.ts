import { type Router } from 'express';
import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_REVOKED_EVENT
} from '@matrimony/catalog/notifications';
import { notificationRoutes as routes } from '@matrimony/contracts/http/notify';
import { LIVE_NOTIFICATION_MESSAGES } from '@matrimony/catalog/messages';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { LIVE_STREAM_RETRY_AFTER_MS } from '../../domain/limits';
import { cursorText, parseCursor } from '../../store/notifications';
import { type NotifyDeps } from '../deps';
import { readNotifications } from './list-notifications';

/** A comment line this often keeps proxies from closing a quiet stream (the dev gateway drops idle sockets at 30 s). */
export const STREAM_HEARTBEAT_MS = 20_000;

/** The member's notifications: list, unread count, mark read, and the live count (server-sent events). */
export function notificationRoutes(router: Router, deps: NotifyDeps): void {
  const auth = requireAuth(deps.verifier);
  const { notifications } = deps.stores;

  contractRoute(router, routes.listNotifications, auth, async (req, res) => {
    const { query } = inputOf(res, routes.listNotifications.request);
    const userId = req.auth!.userId;
    const [docs, unreadCount] = await Promise.all([
      notifications.list(userId, query.before ? parseCursor(query.before) : undefined, query.limit + 1),
      notifications.unreadCount(userId)
    ]);
    const items = await readNotifications(deps.stores, userId, docs.slice(0, query.limit), deps.now());
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.listNotifications, {
      items,
      nextBefore: docs.length > query.limit ? cursorText(docs[query.limit - 1]!) : null,
      unreadCount
    });
  });

  contractRoute(router, routes.getUnreadCount, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.getUnreadCount, { unreadCount: await notifications.unreadCount(req.auth!.userId) });
  });

  contractRoute(router, routes.markNotificationsRead, auth, async (req, res) => {
    const { body } = inputOf(res, routes.markNotificationsRead.request);
    const userId = req.auth!.userId;
    const changed = await notifications.markRead(userId, 'all' in body ? 'all' : body.ids, deps.now());
    // The member's other tabs and devices follow.
    if (changed > 0) deps.unread.changed(userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.markNotificationsRead, { unreadCount: await notifications.unreadCount(userId) });
  });

  contractRoute(router, routes.streamNotifications, auth, async (req, res) => {
    const userId = req.auth!.userId;
    // A count or heartbeat due just after the stream ended (token expiry, revocation) is dropped.
    const write = (text: string) => {
      if (!res.writableEnded) res.write(text);
    };
    const send = (unreadCount: number) =>
      write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify({ unreadCount })}\n\n`);
    // Said before closing, so the member's page stops reconnecting to a stream that would refuse it.
    const revoke = () => {
      write(`event: ${NOTIFICATION_STREAM_REVOKED_EVENT}\ndata: {}\n\n`);
      res.end();
    };
    const push = (event: string, data: unknown) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const stopListening = deps.unread.listen(userId, { send, push, end: () => res.end(), revoke });
    // Refused rather than closing the member's oldest stream: their client reconnects at once to a stream the server
    // ended, so the oldest tab would come back and close the next one, round and round (domain/limits.ts).
    if (!stopListening)
      throw problem(429, LIVE_NOTIFICATION_MESSAGES.tooManyStreams, 'stream_limit_reached', {
        retryAfterSeconds: LIVE_STREAM_RETRY_AFTER_MS / 1000
      });
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx (the production ingress) would otherwise buffer the stream.
      'X-Accel-Buffering': 'no'
    });
    res.flushHeaders();
    const heartbeat = setInterval(() => write(': still here\n\n'), STREAM_HEARTBEAT_MS);
    // The token the stream was opened with stops being valid: the client opens a new one with a fresh token.
    const tokenEnds = setTimeout(
      () => res.end(),
      Math.max(0, (req.auth!.claims.exp ?? 0) * 1000 - Date.now())
    );
    res.on('close', () => {
      stopListening();
      clearInterval(heartbeat);
      clearTimeout(tokenEnds);
    });
    // A revocation that reached this replica while the request was being authenticated found no stream to end; its
    // notice refreshed this replica's answer, so the member's client is refused when it reconnects.
    if (await deps.stores.revokedMembers.isRevoked(userId)) return revoke();
    send(await notifications.unreadCount(userId));
  });
}
