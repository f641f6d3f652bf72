// The first page of each member's conversation list, kept by each replica (svc-notify/README.md, "Conversations").
// Members open the list far more often than it changes, and building a page costs two database reads. A page is
// dropped the moment anything it shows may have changed: every write to a conversation or a member's conversation
// record names the members it touched (the stores' `changed`), this replica drops their pages at once and tells the
// others over `notify.live.<userId>`. A page read while one of its members changed is not kept (`begin`/`put`), and
// while the replicas' connection is down (changes could be missed) nothing is served or kept.
import { type ConversationList } from '@matrimony/contracts/http/notify/conversations';
import { LIST_CACHE_ENTRIES, LIST_CACHE_READ_MS, LIST_CACHE_TTL_MS } from '../domain/limits';

/** Where a read began: a page read since then is kept only if none of its members changed meanwhile. */
export interface ReadMark {
  change: number;
  epoch: number;
  at: number;
}

interface Entry {
  body: ConversationList;
  /** The reader and every member the page shows. */
  members: readonly string[];
  storedAt: number;
}

export interface ConversationListCache {
  /** The member's first page of `limit` conversations, if kept and fresh. */
  get(userId: string, limit: number): ConversationList | undefined;
  begin(): ReadMark;
  /** Keeps a first page read since `mark`, unless one of `members` (the reader and those shown) changed meanwhile. */
  put(
    userId: string,
    limit: number,
    mark: ReadMark,
    members: readonly string[],
    body: ConversationList
  ): void;
  /** The member's conversations or record changed: every page that shows them goes. */
  drop(userId: string): void;
  /** Changes may have been missed: everything goes, and nothing is served or kept until `resume`. */
  suspend(): void;
  /** Changes are heard again: everything kept before goes, then pages are served and kept again. */
  resume(): void;
  /** How many pages are kept (tests and metrics). */
  readonly size: number;
}

export function createConversationListCache(
  options: { entries?: number; ttlMs?: number; now?: () => number } = {}
): ConversationListCache {
  const capacity = options.entries ?? LIST_CACHE_ENTRIES;
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  // Insertion order is use order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  const pagesShowing = new Map<string, Set<string>>();
  // Each member's latest change, in the order they happened (oldest first), kept as long as a read may last.
  const changes = new Map<string, { change: number; at: number }>();
  let change = 0;
  let epoch = 0;
  let suspended = false;

  const keyOf = (userId: string, limit: number) => `${limit} ${userId}`;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const member of entry.members) {
      const keys = pagesShowing.get(member);
      keys?.delete(key);
      if (keys?.size === 0) pagesShowing.delete(member);
    }
  };

  const clear = () => {
    entries.clear();
    pagesShowing.clear();
    changes.clear();
    epoch += 1;
  };

  const forgetOldChanges = (at: number) => {
    for (const [userId, noted] of changes) {
      if (at - noted.at <= LIST_CACHE_READ_MS) break;
      changes.delete(userId);
    }
  };

  return {
    get(userId, limit) {
      if (suspended) return undefined;
      const key = keyOf(userId, limit);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },

    begin() {
      return { change, epoch, at: now() };
    },

    put(userId, limit, mark, members, body) {
      const at = now();
      // A read older than the changes remembered could have missed one.
      if (suspended || mark.epoch !== epoch || at - mark.at > LIST_CACHE_READ_MS) return;
      if (members.some((member) => (changes.get(member)?.change ?? 0) > mark.change)) return;
      const key = keyOf(userId, limit);
      remove(key);
      entries.set(key, { body, members, storedAt: at });
      for (const member of members) {
        const keys = pagesShowing.get(member) ?? new Set<string>();
        keys.add(key);
        pagesShowing.set(member, keys);
      }
      while (entries.size > capacity) remove(entries.keys().next().value!);
    },

    drop(userId) {
      const at = now();
      change += 1;
      changes.delete(userId);
      changes.set(userId, { change, at });
      forgetOldChanges(at);
      for (const key of [...(pagesShowing.get(userId) ?? [])]) remove(key);
    },

    suspend() {
      suspended = true;
      clear();
    },

    resume() {
      suspended = false;
      clear();
    },

    get size() {
      return entries.size;
    }
  };
}
