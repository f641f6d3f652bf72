import { type TokenVerifier } from '@matrimony/service-kit';
import { type QueuedEmails } from '../delivery/queued-emails';
import { type TicketLinkTokens } from '../domain/ticket-link-token';
import { type UnsubscribeTokens } from '../domain/unsubscribe-token';
import { type ConversationListCache } from '../live/conversation-list-cache';
import { type UnreadHub } from '../live/unread-hub';
import { type Stores } from '../store';

/** What the notify routes need. */
export interface NotifyDeps {
  stores: Stores;
  /** The contact form's e-mails are queued for the senders. */
  queuedEmails: QueuedEmails;
  /** The support mailbox contact messages are forwarded to. */
  supportEmail: string;
  now: () => Date;
  /** Mounts the development outbox routes; never true in production. */
  devOutbox: boolean;
  /** Checks members' access tokens (the notification routes). */
  verifier: TokenVerifier;
  /** Live unread counts across replicas. */
  unread: UnreadHub;
  /** First pages of members' conversation lists, dropped on every change to what they show. */
  conversationLists: ConversationListCache;
  /** Signs and checks the one-click unsubscribe links (UNSUBSCRIBE_SECRET). */
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs and checks the links in a visitor's ticket e-mails (UNSUBSCRIBE_SECRET, another purpose). */
  ticketLinks: TicketLinkTokens;
  /** Where links in e-mails point. */
  publicUrl: string;
}
