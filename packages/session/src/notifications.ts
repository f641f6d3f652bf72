// The member's notifications: the list, the unread count and marking read (one endpoint definition for
// the shell's bell and mf-account's /notifications), the settings grid (mf-account's /settings), and the live
// count. The count is kept live by server-sent events (GET /api/notify/notifications/stream); when the stream
// cannot be held (a proxy that refuses it, a network that drops it) the count is polled instead until the
// stream comes back.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createParser } from 'eventsource-parser';
import type { QueryOf, RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import {
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATION_STREAM_REVOKED_EVENT
} from '@matrimony/catalog/notifications';
import type { notificationRoutes, notificationSettingsRoutes } from '@matrimony/contracts/http/notify';
// By package name: the one shared API and store under Module Federation (see api.ts).
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';
import { apiRoutes, getAccessToken, refreshAccessToken } from '@matrimony/session';
import { conversationEventOf, publishConversationEvent } from '@matrimony/session/conversations';

export type NotificationsPage = ResponseOf<typeof notificationRoutes.listNotifications>;
export type NotificationsQuery = QueryOf<typeof notificationRoutes.listNotifications>;
export type UnreadCount = ResponseOf<typeof notificationRoutes.getUnreadCount>;
export type MarkReadBody = RequestBodyOf<typeof notificationRoutes.markNotificationsRead>;
export type NotificationSettings = ResponseOf<typeof notificationSettingsRoutes.getNotificationSettings>;

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

export const STREAM_PATH = apiRoutes.notify.streamNotifications.path;
/** While the stream is down: how often the count is read instead, and how long before the stream is tried again. */
export const UNREAD_POLL_MS = 30_000;
const RECONNECT_MS = [1_000, 5_000, 15_000, 30_000];

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      notifications: endpoint.query(
        (query: NotificationsQuery) => routeCall(apiRoutes.notify.listNotifications, { query }),
        { providesTags: ['Notifications'] }
      ),
      unreadCount: endpoint.query(apiRoutes.notify.getUnreadCount),
      markNotificationsRead: endpoint.mutation(
        (body: MarkReadBody) => routeCall(apiRoutes.notify.markNotificationsRead, { body }),
        {
          invalidatesTags: ['Notifications'],
          async onQueryStarted(_body, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled;
            dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, data));
          }
        }
      ),
      notificationSettings: endpoint.query(apiRoutes.notify.getNotificationSettings),
      /** Replaces the whole grid; the answer (the grid as stored) replaces the cached one. */
      updateNotificationSettings: endpoint.mutation(
        (body: RequestBodyOf<typeof notificationSettingsRoutes.updateNotificationSettings>) =>
          routeCall(apiRoutes.notify.updateNotificationSettings, { body }),
        {
          async onQueryStarted(_body, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data)
              dispatch(notificationsApi.util.upsertQueryData('notificationSettings', undefined, data));
          }
        }
      )
    };
  }
});

export const {
  useNotificationsQuery,
  useMarkNotificationsReadMutation,
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation
} = notificationsApi;

/**
 * Reads the stream until it ends; each `unread` event calls `onCount`, conversation events go to their listeners
 * (conversations.ts), which also hear `connected` once the stream is open. Resolves when the server closes it: 'revoked' when it
 * said the account was suspended or deleted (a new stream would be refused), 'ended' otherwise.
 */
async function readStream(
  signal: AbortSignal,
  onCount: (count: number) => void
): Promise<'ended' | 'revoked'> {
  await refreshAccessToken(30);
  const token = getAccessToken();
  if (!token) throw new Error('signed out');
  const response = await fetch(STREAM_PATH, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
    cache: 'no-store'
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  publishConversationEvent({ kind: 'connected' });
  let revoked = false;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === NOTIFICATION_STREAM_EVENT)
        onCount((JSON.parse(event.data) as UnreadCount).unreadCount);
      if (event.event === NOTIFICATION_STREAM_REVOKED_EVENT) revoked = true;
      const conversationEvent = conversationEventOf(event.event, event.data);
      if (conversationEvent) publishConversationEvent(conversationEvent);
    }
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return revoked ? 'revoked' : 'ended';
    parser.feed(value);
  }
}

/**
 * Reads the live stream again each time it ends, until `signal` aborts or the server says the account was revoked
 * (a new stream would be refused: the page stops trying). A clean end (the token expired) reconnects at once; a
 * failure waits longer each time in a row (`down` counts them, `failures` gives the count, reset by a count read).
 */
export async function keepStreamOpen(
  signal: AbortSignal,
  readOnce: () => Promise<'ended' | 'revoked'>,
  how: { down(): void; failures(): number; wait?: (ms: number) => Promise<unknown> }
): Promise<'revoked' | 'aborted'> {
  const wait = how.wait ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  while (!signal.aborted) {
    try {
      if ((await readOnce()) === 'revoked') {
        publishConversationEvent({ kind: 'disconnected' });
        return 'revoked';
      }
    } catch {
      if (signal.aborted) break;
      how.down();
      publishConversationEvent({ kind: 'disconnected' });
    }
    if (signal.aborted) break;
    const failures = how.failures();
    await wait(failures === 0 ? 0 : RECONNECT_MS[Math.min(failures - 1, RECONNECT_MS.length - 1)]!);
  }
  return 'aborted';
}

/**
 * The unread count (undefined until first read), live while the component is mounted (the member header): from the stream, or polled
 * while the stream is down. A count higher than the last one also refreshes the list, so an open
 * /notifications page shows the new item.
 */
export function useUnreadCount(): number | undefined {
  const dispatch = useDispatch<ApiDispatch>();
  const [streaming, setStreaming] = useState(false);
  const polled = notificationsApi.useUnreadCountQuery(undefined, {
    pollingInterval: streaming ? 0 : UNREAD_POLL_MS
  });
  useEffect(() => {
    const controller = new AbortController();
    let failures = 0;
    let last: number | undefined;
    const onCount = (count: number) => {
      failures = 0;
      setStreaming(true);
      if (last !== undefined && count > last)
        dispatch(notificationsApi.util.invalidateTags(['Notifications']));
      last = count;
      dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: count }));
    };
    void keepStreamOpen(controller.signal, () => readStream(controller.signal, onCount), {
      down() {
        failures += 1;
        setStreaming(false);
      },
      failures: () => failures
    });
    return () => {
      controller.abort();
      publishConversationEvent({ kind: 'disconnected' });
    };
  }, [dispatch]);
  return polled.data?.unreadCount;
}
