// Live unread counts across replicas. A member's stream is held by one replica, while the event that
// changes their count is handled by any replica: every change goes out on plain NATS (nothing stored; a
// stream that misses one is corrected by the next change or by the client's reconnect), and the replica
// holding that member's streams reads the count once and passes it to each.
// A suspension or deletion is consumed by one replica only (a shared durable consumer), so it goes out the same
// way: each replica then reads the member's revocation record itself and ends the streams it holds.
import { type NatsConnection, type Subscription } from '@nats-io/nats-core';
import { liveNotifySubject, replicaSubjects } from '@matrimony/contracts';
import { type Logger } from '@matrimony/service-kit';
import { LIVE_STREAMS_PER_MEMBER } from '../domain/limits';

/** One open stream: how to pass it a count, and how to end it (the client reconnects) or close it for good (access revoked). */
export interface Listener {
  send(unreadCount: number): void;
  end(): void;
  revoke(): void;
}

/** What replicas tell each other about a member: their count changed, or their access was revoked. Ids only. */
interface LiveMessage {
  userId: string;
  revoked?: true;
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
  /** Ends every live stream of this replica (shutdown: their clients reconnect to another replica). */
  endAll(): void;
  close(): Promise<void>;
}

export interface UnreadHubSources {
  unreadCount(userId: string): Promise<number>;
  /** Whether the member's access is revoked, read from the record (not an answer this replica cached before). */
  revokedNow(userId: string): Promise<boolean>;
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
      const { userId, revoked } = message.json<LiveMessage>();
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
      sources.unreadCount(userId).then(
        (count) => held.forEach((listener) => listener.send(count)),
        (err: unknown) => logger.warn({ err }, 'live notifications: unread count failed')
      );
    }
  });

  const publish = (body: LiveMessage) => nc.publish(liveNotifySubject(body.userId), JSON.stringify(body));

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
    endAll() {
      for (const userId of [...listeners.keys()]) endMember(userId, 'end');
    },
    async close() {
      await subscription.drain();
    }
  };
}
