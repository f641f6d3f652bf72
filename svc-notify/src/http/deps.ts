import { type TokenVerifier } from '@matrimony/service-kit';
import { type Deliverer } from '../delivery/deliverer';
import { type UnsubscribeTokens } from '../domain/unsubscribe-token';
import { type UnreadHub } from '../live/unread-hub';
import { type BackgroundTasks } from '../delivery/background';
import { type Stores } from '../store';

/** What the notify routes need; tests build it with their own clock and providers. */
export interface NotifyDeps {
  stores: Stores;
  deliverer: Deliverer;
  background: BackgroundTasks;
  /** The support mailbox contact messages are forwarded to. */
  supportEmail: string;
  now: () => Date;
  /** Mounts the development outbox routes; never true in production. */
  devOutbox: boolean;
  /** Checks members' access tokens (the notification routes). */
  verifier: TokenVerifier;
  /** Live unread counts across replicas. */
  unread: UnreadHub;
  /** Signs and checks the one-click unsubscribe links (UNSUBSCRIBE_SECRET). */
  unsubscribeTokens: UnsubscribeTokens;
}
