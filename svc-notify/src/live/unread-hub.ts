// Live unread counts across replicas. A member's stream is held by one replica, while the event that
// changes their count is handled by any replica: every change goes out on plain NATS (nothing stored; a
// stream that misses one is corrected by the next change or by the client's reconnect), and the replica
// holding that member's streams reads the count once and passes it to each.
import { type NatsConnection, type Subscription } from '@nats-io/nats-core';
import { liveNotifySubject, replicaSubjects } from '@matrimony/contracts';
import { type Logger } from '@matrimony/service-kit';

/** One open stream: how to pass it a count, and how to end it. */
export interface Listener {
  send(unreadCount: number): void;
  end(): void;
}

export interface UnreadHub {
  /** Says that this member's unread count changed (to every replica). */
  changed(userId: string): void;
  /** Passes the member's count to `listener` whenever it changes; returns the way to stop. */
  listen(userId: string, listener: Listener): () => void;
  /** Ends every live stream of this replica (shutdown: their clients reconnect to another replica). */
  endAll(): void;
  close(): Promise<void>;
}

export function createUnreadHub(nc: NatsConnection, unreadCount: (userId: string) => Promise<number>, logger: Logger): UnreadHub {
  const listeners = new Map<string, Set<Listener>>();
  const subscription: Subscription = nc.subscribe(replicaSubjects['svc-notify'][0], {
    callback: (error, message) => {
      if (error) return logger.warn({ err: error }, 'live notifications: subscription error');
      const { userId } = message.json<{ userId: string }>();
      const held = listeners.get(userId);
      if (!held) return;
      unreadCount(userId).then(
        (count) => held.forEach((listener) => listener.send(count)),
        (err: unknown) => logger.warn({ err }, 'live notifications: unread count failed')
      );
    }
  });

  return {
    changed(userId) {
      nc.publish(liveNotifySubject(userId), JSON.stringify({ userId }));
    },
    listen(userId, listener) {
      const held = listeners.get(userId) ?? new Set<Listener>();
      held.add(listener);
      listeners.set(userId, held);
      return () => {
        held.delete(listener);
        if (held.size === 0) listeners.delete(userId);
      };
    },
    endAll() {
      for (const listener of [...listeners.values()].flatMap((held) => [...held])) listener.end();
    },
    async close() {
      await subscription.drain();
    }
  };
}
