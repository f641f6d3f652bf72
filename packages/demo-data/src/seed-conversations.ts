// Gives the ready members' conversations something to read at first start (conversation-scripts.ts): svc-notify
// opens a pair's conversation when it hears `profile.match.created`, which svc-profile's relay publishes after the
// connections were seeded, so this waits (bounded) for those conversations, then writes the messages straight
// into svc-notify's collections (conversation-docs.ts). Once only: a conversation that has a message is left alone.
// The bride and the groom's conversation stays empty (a journey starts it).
import { type ObjectId, type Db } from 'mongodb';
import { profileApi } from '@matrimony/contracts/http/profile';
import { READY_ACCOUNTS, type ReadyMemberKey } from '@matrimony/dev-stack';
import { exchangeDocs } from './conversation-docs';
import { READY_CONVERSATIONS } from './conversation-scripts';

export interface ConversationWait {
  timeoutMs: number;
  intervalMs: number;
}

const DEFAULT_WAIT: ConversationWait = { timeoutMs: 45_000, intervalMs: 1_000 };

interface ProfileDoc {
  _id: ObjectId;
  userId: string;
  fullName: string;
  memberNumber?: string | null;
  photos?: { id: string; isPrimary: boolean }[];
}

interface InterestDoc {
  fromUserId: string;
  toUserId: string;
  status: string;
  answeredAt: Date | null;
}

interface ConversationDoc {
  _id: ObjectId;
  pairKey: string;
  matchedAt: Date | null;
  seq: number;
}

interface Planned {
  key: ReadyMemberKey;
  meUserId: string;
  themUserId: string;
  pairKey: string;
  exchange: (typeof READY_CONVERSATIONS)[ReadyMemberKey][number];
}

/** svc-notify's key of a pair's conversation: the two user ids, sorted, joined by a space. */
const pairKeyOf = (a: string, b: string) => [a, b].sort().join(' ');

/** The card-size URL of the primary photo, as svc-profile's profile events carry it. */
function cardPhotoUrl(photos: ProfileDoc['photos']): string | null {
  const primary = photos?.find((photo) => photo.isPrimary) ?? photos?.[0];
  if (!primary) return null;
  return `${profileApi.basePath}${profileApi.routes.getImage.path.replace(':id', primary.id).replace(':size', 'card')}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function seedReadyConversations(
  profileDb: Db,
  notifyDb: Db,
  now: Date,
  log: (line: string) => void,
  wait: ConversationWait = DEFAULT_WAIT
): Promise<void> {
  const profiles = profileDb.collection<ProfileDoc & { mobile?: string }>('profiles');
  const interests = profileDb.collection<InterestDoc>('interests');
  const keys = Object.keys(READY_CONVERSATIONS) as ReadyMemberKey[];
  const ready = new Map<ReadyMemberKey, string>();
  for (const key of keys) {
    const me = await profiles.findOne({ mobile: READY_ACCOUNTS[key].mobile }, { projection: { userId: 1 } });
    if (me) ready.set(key, me.userId);
  }
  const readyIds = new Set(ready.values());

  const planned: Planned[] = [];
  const demoIds = new Set<string>();
  for (const [key, meUserId] of ready) {
    const ties = await interests
      .find({ $or: [{ fromUserId: meUserId }, { toUserId: meUserId }] })
      .project<InterestDoc>({ fromUserId: 1, toUserId: 1, status: 1, answeredAt: 1 })
      .toArray();
    const otherOf = (tie: InterestDoc) => (tie.fromUserId === meUserId ? tie.toUserId : tie.fromUserId);
    const withDemo = ties.filter((tie) => !readyIds.has(otherOf(tie)));
    for (const tie of withDemo) demoIds.add(otherOf(tie));
    const matches = withDemo
      .filter((tie) => tie.status === 'accepted')
      .sort((a, b) => (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0));
    READY_CONVERSATIONS[key].forEach((exchange, index) => {
      const match = matches[index];
      if (!match) return;
      const themUserId = otherOf(match);
      planned.push({ key, meUserId, themUserId, pairKey: pairKeyOf(meUserId, themUserId), exchange });
    });
  }
  if (planned.length === 0) return;

  await nameDemoMembers(profileDb, notifyDb, [...demoIds]);

  const conversations = notifyDb.collection<ConversationDoc>('conversations');
  const pairKeys = planned.map((plan) => plan.pairKey);
  const opened = () =>
    conversations
      .find({ pairKey: { $in: pairKeys }, matchedAt: { $ne: null } })
      .project<ConversationDoc>({ pairKey: 1, matchedAt: 1, seq: 1 })
      .toArray();
  const deadline = Date.now() + wait.timeoutMs;
  let found = await opened();
  while (found.length < pairKeys.length && Date.now() < deadline) {
    await sleep(wait.intervalMs);
    found = await opened();
  }
  if (found.length < pairKeys.length)
    log(
      `${pairKeys.length - found.length} of the ready members' ${pairKeys.length} conversations with demo members were not opened within ${wait.timeoutMs / 1000} s; they stay empty`
    );
  const byPair = new Map(found.map((conversation) => [conversation.pairKey, conversation]));

  let written = 0;
  for (const plan of planned) {
    const conversation = byPair.get(plan.pairKey);
    if (!conversation || conversation.seq > 0) continue;
    const docs = exchangeDocs(
      plan.exchange,
      { _id: conversation._id, matchedAt: conversation.matchedAt! },
      plan.meUserId,
      plan.themUserId,
      now
    );
    const { seq, lastMessage, activityAt, unread } = docs.conversation;
    // Takes the message numbers only while none is taken: a member who wrote meanwhile keeps the conversation.
    const claimed = await conversations.updateOne(
      { _id: conversation._id, seq: 0 },
      {
        $set: { seq, lastMessage },
        $max: { activityAt },
        $inc: Object.fromEntries(
          Object.entries(unread).map(([, count], index) => [`participants.$[p${index}].unread`, count])
        )
      },
      { arrayFilters: Object.keys(unread).map((userId, index) => ({ [`p${index}.userId`]: userId })) }
    );
    if (claimed.modifiedCount === 0) continue;
    for (const [userId, count] of Object.entries(unread))
      if (count > 0)
        await notifyDb
          .collection<{ _id: string }>('conversation_members')
          .updateOne({ _id: userId }, { $inc: { unreadMessages: count } }, { upsert: true });
    await notifyDb.collection('messages').insertMany(docs.messages);
    for (const count of docs.flaggedCounts)
      await notifyDb
        .collection<{ _id: string }>('flagged_message_counts')
        .updateOne(
          { _id: count._id },
          { $inc: { count: 1 }, $setOnInsert: { day: count.day, kind: count.kind } },
          { upsert: true }
        );
    if (docs.report) await notifyDb.collection('message_reports').insertOne(docs.report);
    written += 1;
    log(
      `a conversation of the ${READY_ACCOUNTS[plan.key].role}: ${docs.messages.length} messages, ${unread[plan.meUserId]} unread${docs.report ? ', one reported' : ''}`
    );
  }
  if (written > 0) log(`${written} conversations with demo members written`);
}

/**
 * svc-notify names the other member of a conversation from its read model of profile events, which demo members
 * never passed through: without it their conversations would show an unknown member. A later profile event of
 * theirs replaces it (an unset event time is older than any).
 */
async function nameDemoMembers(profileDb: Db, notifyDb: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const demo = await profileDb
    .collection<ProfileDoc>('profiles')
    .find({ userId: { $in: userIds } })
    .project<ProfileDoc>({ userId: 1, fullName: 1, memberNumber: 1, photos: 1 })
    .toArray();
  await notifyDb.collection<{ _id: string }>('conversation_members').bulkWrite(
    demo.map((profile) => ({
      updateOne: {
        filter: { _id: profile.userId },
        update: {
          $setOnInsert: {
            profileId: String(profile._id),
            displayName: profile.fullName,
            memberNumber: profile.memberNumber ?? null,
            photoUrl: cardPhotoUrl(profile.photos),
            profileEventAt: null,
            suspended: false,
            leftAt: null
          }
        },
        upsert: true
      }
    }))
  );
}
