import { type Deliverer } from '../delivery/deliverer';
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
}
