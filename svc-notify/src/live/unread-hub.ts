// Live unread counts across replicas. A member's stream is held by one replica, while the event that
// changes their count is handled by any replica: every change goes out on plain NATS (nothing stored; a
// stream that misses one is corrected by the next change or by the client's reconnect), and the replica
// holding that member's streams reads the count once and passes it to each.
// A suspension or deletion is consumed by one replica only (a shared durable consumer), so it goes out the same
// way: each replica then reads the member's revocation record itself and ends the streams it holds.
// Conversation news (a message stored, messages read, a conversation ended) travels the same way, ids only: the
// replica holding the member's streams reads what it names and writes the event to each (live/conversation-news.ts).
// So does a change to a member's conversations, for every replica's list cache (live/conversation-list-cache.ts); a
// replica that may have missed messages (its connection dropped, or it fell behind) is told so it stops trusting it.
import { type NatsConnection, type Subscription } from '@nats-io/nats-core';
import { liveNotifySubject, replicaSubjects } from '@matrimony/contracts';
import { type Logger } from '@matrimony/service-kit';
import { LIVE_STREAMS_PER_MEMBER } from '../domain/limits';

/** One open stream: how to pass it a count or another event, and how to end it (the client reconnects) or close it for good (access revoked). */
export interface Listener {
  send(unreadCount: number): void;
  /** Writes one named event with its data (a conversation event). */
  push(event: string, data: unknown): void;
  end(): void;
  revoke(): void;
}

/** Something that happened in one of the member's conversations, for their streams. Ids and times only. */
export type ConversationNews =
  | { kind: 'message'; conversationId: string; messageId: string }
  | { kind: 'read'; conversationId: string; upTo: string; readerUserId: string; readAt: string }
  | { kind: 'ended'; conversationId: string };

/**
 * What replicas tell each other about a member: their count changed, their access was revoked, conversation news, or
 * their conversations changed (`listChanged`). Ids only.
 */
interface LiveMessage {
  userId: string;
  revoked?: true;
  conversation?: ConversationNews;
  listChanged?: true;
}

export interface UnreadHub {
  /** Says that this member's unread count changed (to every replica). */
  changed(userId: string): void;
  /**
   * Passes the member's count to `listener` whenever it changes; returns the way to stop, or undefined when the
   * member already holds LIVE_STREAMS_PER_MEMBER streams on this replica.
   */
  listen(userId: string, listener: Listener): (() => void) | undefined;
  /** Says that this member's access was revoked (to every replica): each ends the member's streams it holds. */
  revoked(userId: string): void;
  /** Passes conversation news to the member's streams (on whichever replica holds them). */
  conversation(userId: string, news: ConversationNews): void;
  /** Says that these members' conversations or conversation records changed (to every replica, this one too). */
  listChanged(userIds: readonly string[]): void;
  /** Ends every live stream of this replica (shutdown: their clients reconnect to another replica). */
  endAll(): void;
  close(): Promise<void>;
}

export interface UnreadHubSources {
  unreadCount(userId: string): Promise<number>;
  /** Whether the member's access is revoked, read from the record (not an answer this replica cached before). */
  revokedNow(userId: string): Promise<boolean>;
  /** The stream event that tells the member this news, or undefined when there is nothing to tell (it is gone). */
  conversationEvent(
    userId: string,
    news: ConversationNews
  ): Promise<{ event: string; data: unknown } | undefined>;
  /** A member's conversations changed (`listChanged` from any replica). */
  listChanged(userId: string): void;
  /** Messages from other replicas may be missed from now (`false`) or are heard again (`true`). */
  hearing(heard: boolean): void;
}

export function createUnreadHub(nc: NatsConnection, sources: UnreadHubSources, logger: Logger): UnreadHub {
  const listeners = new Map<string, Set<Listener>>();

  /** Ends the member's streams here, freeing their places at once rather than when each socket closes. */
  const endMember = (userId: string, how: 'end' | 'revoke') => {
    const held = listeners.get(userId);
    if (!held) return;
    listeners.delete(userId);
    for (const listener of held) listener[how]();
  };

  const subscription: Subscription = nc.subscribe(replicaSubjects['svc-notify'][0], {
    callback: (error, message) => {
      if (error) return logger.warn({ err: error }, 'live notifications: subscription error');
      const { userId, revoked, conversation, listChanged } = message.json<LiveMessage>();
      if (listChanged) return sources.listChanged(userId);
      if (revoked) {
        // Read even when no stream is held here: it also refreshes what this replica answers the member's next request.
        sources.revokedNow(userId).then(
          (isRevoked) => {
            if (isRevoked) endMember(userId, 'revoke');
          },
          (err: unknown) => logger.warn({ err }, 'live notifications: revocation check failed')
        );
        return;
      }
      const held = listeners.get(userId);
      if (!held) return;
      if (conversation) {
        sources.conversationEvent(userId, conversation).then(
          (news) => {
            if (news) held.forEach((listener) => listener.push(news.event, news.data));
          },
          (err: unknown) => logger.warn({ err }, 'live notifications: conversation news failed')
        );
        return;
      }
      sources.unreadCount(userId).then(
        (count) => held.forEach((listener) => listener.send(count)),
        (err: unknown) => logger.warn({ err }, 'live notifications: unread count failed')
      );
    }
  });

  const publish = (body: LiveMessage) => nc.publish(liveNotifySubject(body.userId), JSON.stringify(body));

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') sources.hearing(false);
      else if (status.type === 'reconnect') sources.hearing(true);
      else if (status.type === 'slowConsumer') {
        // The server dropped messages for this connection: what was heard before is not to be trusted.
        sources.hearing(false);
        sources.hearing(true);
      }
    }
  })();

  return {
    changed(userId) {
      publish({ userId });
    },
    listen(userId, listener) {
      const held = listeners.get(userId) ?? new Set<Listener>();
      if (held.size >= LIVE_STREAMS_PER_MEMBER) return undefined;
      held.add(listener);
      listeners.set(userId, held);
      return () => {
        held.delete(listener);
        // The member's set may have been replaced meanwhile (their streams ended, new ones opened).
        if (held.size === 0 && listeners.get(userId) === held) listeners.delete(userId);
      };
    },
    revoked(userId) {
      publish({ userId, revoked: true });
    },
    conversation(userId, news) {
      publish({ userId, conversation: news });
    },
    listChanged(userIds) {
      for (const userId of new Set(userIds)) publish({ userId, listChanged: true });
    },
    endAll() {
      for (const userId of [...listeners.keys()]) endMember(userId, 'end');
    },
    async close() {
      await subscription.drain();
    }
  };
}
