// Who may talk (docs/product-rules.md#conversations), kept from svc-profile's and svc-identity's events alone: a
// mutual match opens the pair's conversation, a block either way, a suspension or a deletion ends it for both (a
// lifted block or suspension opens it again). Names and card photos come from the profile events. Every handler
// can run twice for one event: each write is keyed by the pair or member and ordered by the event's time.
import { type EventEnvelope } from '@matrimony/contracts';
import { repeatable, type EventHandlers } from '@matrimony/service-kit';
import { type UnreadHub } from '../live/unread-hub';
import { anonymiseLeftMember, eraseMemberMessages } from './erase-member-messages';
import { isBlocked, otherMemberOf } from '../store/conversations';
import { type Stores } from '../store';

export interface ConversationEventDeps {
  stores: Stores;
  unread: UnreadHub;
}

/** Tells both members' streams that each of `userId`'s conversations ended (a stream finds out it did not, if so). */
async function tellEnded(deps: ConversationEventDeps, userId: string): Promise<void> {
  for (const conversation of await deps.stores.conversations.allOf(userId)) {
    const news = { kind: 'ended', conversationId: String(conversation._id) } as const;
    deps.unread.conversation(userId, news);
    deps.unread.conversation(otherMemberOf(conversation, userId), news);
  }
}

/**
 * The member's suspension was recorded or lifted: the conversation records follow the revocation record (which keeps
 * the later of a suspension and its lifting), and their conversations end, or open again.
 */
export async function suspensionChanged(deps: ConversationEventDeps, userId: string): Promise<void> {
  deps.stores.revokedMembers.forget(userId);
  const suspended = await deps.stores.revokedMembers.isRevoked(userId);
  await deps.stores.conversationMembers.setSuspended(userId, suspended);
  if (suspended) await tellEnded(deps, userId);
}

/** The member deleted their account: their conversations end for the other members, who see that they left. */
export async function memberLeft(deps: ConversationEventDeps, userId: string, at: Date): Promise<void> {
  await deps.stores.conversationMembers.markLeft(userId, at);
  await eraseMemberMessages(deps.stores, userId);
  await tellEnded(deps, userId);
  await anonymiseLeftMember(deps.stores, userId, at);
}

type BlockEvent = EventEnvelope<'profile.member.blocked'> | EventEnvelope<'profile.member.unblocked'>;

async function blockChanged(deps: ConversationEventDeps, event: BlockEvent, isBlock: boolean): Promise<void> {
  const { blockerUserId, blockedUserId, blockerProfileId, blockedProfileId, at } = event.data;
  const changed = await deps.stores.conversations.setBlock(
    { userId: blockerUserId, profileId: blockerProfileId },
    { userId: blockedUserId, profileId: blockedProfileId },
    isBlock,
    new Date(at)
  );
  if (!changed?.after.matchedAt) return;
  if (isBlocked(changed.after) && !isBlocked(changed.before)) {
    const news = { kind: 'ended', conversationId: String(changed.after._id) } as const;
    deps.unread.conversation(blockerUserId, news);
    deps.unread.conversation(blockedUserId, news);
  }
}

export function conversationHandlers(deps: ConversationEventDeps) {
  return {
    'profile.match.created': repeatable(async (event) => {
      const { fromUserId, fromProfileId, toUserId, toProfileId } = event.data;
      await deps.stores.conversations.open(
        { userId: fromUserId, profileId: fromProfileId },
        { userId: toUserId, profileId: toProfileId },
        new Date(event.occurredAt)
      );
    }),
    'profile.member.blocked': repeatable((event) => blockChanged(deps, event, true)),
    'profile.member.unblocked': repeatable((event) => blockChanged(deps, event, false)),
    'profile.created': repeatable(async (event) => {
      const { userId, profileId, fullName, cardPhotoUrl, memberNumber, hidden } = event.data;
      await deps.stores.conversationMembers.saveProfile(
        userId,
        { profileId, displayName: fullName, photoUrl: cardPhotoUrl, memberNumber, hidden },
        new Date(event.occurredAt)
      );
    }),
    'profile.updated': repeatable(async (event) => {
      const { userId, profileId, fullName, cardPhotoUrl, memberNumber, hidden } = event.data;
      await deps.stores.conversationMembers.saveProfile(
        userId,
        { profileId, displayName: fullName, photoUrl: cardPhotoUrl, memberNumber, hidden },
        new Date(event.occurredAt)
      );
    })
  } satisfies EventHandlers;
}
