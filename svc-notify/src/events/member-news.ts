// The in-app notifications events become (issue 18): who is told what. Each is stored once per member
// and event (a redelivery adds nothing), then every replica hears that the member's unread count changed.
import { publicName } from '@matrimony/catalog';
import { type EventEnvelope, type EventSubject } from '@matrimony/contracts';
import { RecipientUnknownError } from '../domain/recipient-unknown';
import { type Stores } from '../store';
import { notificationTexts, UNKNOWN_MEMBER_NAME, type NotificationContent } from '../templates/notifications';
import { type UnreadHub } from '../live/unread-hub';

export interface NewsDeps {
  stores: Stores;
  unread: UnreadHub;
  now: () => Date;
}

/** How long an event waits for the registration of the member it names. */
export const NAME_WAIT_MS = 60_000;

type NewsHandler<S extends EventSubject> = (event: EventEnvelope<S>, deps: NewsDeps) => Promise<void>;

async function tell(deps: NewsDeps, event: EventEnvelope, userId: string, content: NotificationContent, actorUserId: string | null = null): Promise<void> {
  const added = await deps.stores.notifications.add({ userId, key: event.id, ...content, actorUserId, createdAt: new Date(event.occurredAt) });
  if (added) deps.unread.changed(userId);
}

/**
 * The other member as the site names them to this one (full name only for a mutual match). Their
 * registration arrives on another stream and may not be handled yet: a young event is retried (NATS
 * redelivers it); an old one names "A member" (the account may be gone).
 */
async function nameOf(deps: NewsDeps, event: EventEnvelope, userId: string, asMatch: boolean): Promise<string> {
  const recipient = await deps.stores.recipients.get(userId);
  if (recipient) return publicName(recipient.fullName, asMatch);
  if (deps.now().getTime() - new Date(event.occurredAt).getTime() < NAME_WAIT_MS) throw new RecipientUnknownError(userId);
  return UNKNOWN_MEMBER_NAME;
}

export const memberNews: { [S in EventSubject]?: NewsHandler<S> } = {
  'profile.interest.sent': async (event, deps) => {
    const { fromUserId, toUserId } = event.data;
    await tell(deps, event, toUserId, notificationTexts.interestReceived(await nameOf(deps, event, fromUserId, false)), fromUserId);
  },
  // Crossing sends are accepted too: the first sender hears of the match either way.
  'profile.interest.accepted': async (event, deps) => {
    const { fromUserId, toUserId } = event.data;
    await tell(deps, event, fromUserId, notificationTexts.interestAccepted(await nameOf(deps, event, toUserId, true)), toUserId);
  },
  'profile.interest.declined': async (event, deps) => {
    const { fromUserId, toUserId } = event.data;
    await tell(deps, event, fromUserId, notificationTexts.interestDeclined(await nameOf(deps, event, toUserId, false)), toUserId);
  },
  // Once per viewer, profile and day already (the event's rule); the viewer is never named here.
  'profile.viewed': async (event, deps) => {
    await tell(deps, event, event.data.ownerUserId, notificationTexts.profileViewed(), event.data.viewerUserId);
  },
  'profile.report.filed': async (event, deps) => {
    await tell(deps, event, event.data.reporterUserId, notificationTexts.reportReceived(event.data.ticketNumber));
  },
  'billing.subscription.changed': async (event, deps) => {
    const { userId, reason, endDate, amount } = event.data;
    if (reason === 'welcome-offer') await tell(deps, event, userId, notificationTexts.premiumStarted(true, endDate));
    if (reason === 'purchased') {
      await tell(deps, event, userId, notificationTexts.premiumStarted(false, endDate));
      await tell(deps, { ...event, id: `${event.id}:receipt` }, userId, notificationTexts.premiumPaid(amount));
    }
    if (reason === 'expired') await tell(deps, event, userId, notificationTexts.premiumEnded());
  },
  'billing.contact.unlocked': async (event, deps) => {
    await tell(deps, event, event.data.userId, notificationTexts.contactUnlocked(event.data.profileId));
  }
};
