// What a member sees of a notification. The other member it is about is resolved when the list is read, from what
// svc-notify keeps of members (their profile events, blocks, suspensions and deletions), so a changed photo, a block
// or a deletion shows at once; a viewer is named only to a reader premium at that moment
// (docs/product-rules.md#profile-views).
import { publicName } from '@matrimony/catalog';
import { type Notification, type NotificationMember } from '@matrimony/contracts/http/notify';
import { type Locale } from '@matrimony/i18n/codes';
import { type ConversationMemberDoc } from '../../store/conversation-members';
import { isBlocked, type ConversationDoc } from '../../store/conversations';
import { type NotificationDoc } from '../../store/notifications';
import { notificationTexts } from '../../templates';

/** What the reader may see of the members their page of notifications is about. */
export interface NotificationReading {
  /** The members the items are about, by user id. */
  members: ReadonlyMap<string, ConversationMemberDoc>;
  /** The reader's pair document with each of them that has one (blocks either way, the match), by their user id. */
  pairs: ReadonlyMap<string, ConversationDoc>;
  readerIsPremium: boolean;
  /** The reader's language (their settings), for the texts written when the list is read. */
  locale?: Locale;
}

/** The other member as this reader may see them now; undefined when blocked either way, suspended, gone or unknown. */
function memberOf(doc: NotificationDoc, reading: NotificationReading): NotificationMember | undefined {
  if (!doc.actorUserId) return undefined;
  const member = reading.members.get(doc.actorUserId);
  const pair = reading.pairs.get(doc.actorUserId);
  if (!member?.displayName || member.leftAt || member.suspended) return undefined;
  if (pair && isBlocked(pair)) return undefined;
  // A hidden profile is shown to its mutual matches only (docs/product-rules.md#hidden-profile).
  if (member.hidden && !pair?.matchedAt) return undefined;
  const profileId = doc.actorProfileId ?? member.profileId;
  if (!profileId) return undefined;
  // Accepting an interest makes a match; otherwise the full name only while the two are a mutual match.
  const asMatch = doc.category === 'interest-accepted' || Boolean(pair?.matchedAt);
  return { profileId, name: publicName(member.displayName, asMatch), photoUrl: member.photoUrl };
}

export function notificationView(doc: NotificationDoc, reading: NotificationReading): Notification {
  const base = {
    id: String(doc._id),
    category: doc.category,
    text: doc.text,
    link: doc.link,
    createdAt: doc.createdAt.toISOString(),
    read: doc.readAt !== null
  };
  const member = memberOf(doc, reading);
  if (!member) return base;
  if (doc.category !== 'profile-viewed') return { ...base, member };
  if (!reading.readerIsPremium) return base;
  const { text, link } = notificationTexts.profileViewedBy(member.name, member.profileId, reading.locale);
  return { ...base, text, link, member };
}
