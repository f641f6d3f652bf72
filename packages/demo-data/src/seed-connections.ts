// Gives the ready accounts a lived-in member area: interests waiting for them, a mutual match, an
// interest they sent, recent profile views and a shortlist, from demo members of the other gender.
// Written straight into svc-profile's collections in their stored shapes (store/interests.ts,
// profile-views.ts, shortlist.ts); once only (an account with any interest is left alone).
import { type Db } from 'mongodb';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEMPLATES = ['liked-profile', 'family-interested', 'shared-values', 'read-with-interest'];

interface Party {
  userId: string;
  _id: unknown;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const dayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function interest(from: Party, to: Party, status: 'pending' | 'accepted', sentAt: Date, index: number) {
  return {
    fromUserId: from.userId,
    toUserId: to.userId,
    fromProfileId: String(from._id),
    toProfileId: String(to._id),
    pairKey: pairKey(from.userId, to.userId),
    open: true,
    status,
    template: TEMPLATES[index % TEMPLATES.length],
    declineReason: null,
    sentAt,
    expiresAt: new Date(sentAt.getTime() + 30 * DAY_MS),
    answeredAt: status === 'accepted' ? new Date(sentAt.getTime() + DAY_MS / 2) : null,
    pendingEvents: []
  };
}

export async function seedReadyConnections(profileDb: Db, now: Date, log: (line: string) => void): Promise<void> {
  const profiles = profileDb.collection<Party & { gender: string; religion: string; mobile?: string }>('profiles');
  for (const account of Object.values(READY_ACCOUNTS)) {
    const me = await profiles.findOne({ mobile: account.mobile }, { projection: { userId: 1, gender: 1, religion: 1 } });
    if (!me || (await profileDb.collection('interests').countDocuments({ $or: [{ fromUserId: me.userId }, { toUserId: me.userId }] })) > 0) continue;
    const others = await profiles
      // Same religion: the members most likely to be interested in each other.
      .find({ gender: me.gender === 'female' ? 'male' : 'female', religion: me.religion, lookingFor: me.gender, moderationStatus: 'approved', mobile: { $nin: Object.values(READY_ACCOUNTS).map((ready) => ready.mobile) } }, { projection: { userId: 1 } })
      .sort({ lastActiveAt: -1 })
      .limit(20)
      .toArray();
    if (others.length < 20) continue;
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await profileDb.collection('interests').insertMany([
      ...others.slice(0, 4).map((other, index) => interest(other, me, 'pending', ago(index + 0.2), index)),
      ...others.slice(4, 6).map((other, index) => interest(other, me, 'accepted', ago(index + 3), index)),
      interest(me, others[6]!, 'accepted', ago(5), 1),
      interest(me, others[7]!, 'pending', ago(1), 2)
    ]);
    const views = others.slice(8, 18).map((other, index) => {
      const viewedAt = ago(index * 0.7 + 0.1);
      return { _id: `${other.userId}:${me.userId}:${dayOf(viewedAt)}`, viewerId: other.userId, ownerId: me.userId, day: dayOf(viewedAt), viewedAt, pendingEvents: [] };
    });
    await profileDb.collection<{ _id: string }>('profile_views').insertMany(views);
    await profileDb
      .collection<{ _id: string }>('shortlists')
      .insertMany(others.slice(18, 20).map((other, index) => ({ _id: `${me.userId}:${String(other._id)}`, userId: me.userId, profileId: String(other._id), ownerUserId: other.userId, addedAt: ago(index + 1) })));
    log(`connections for the ${account.role}: 4 interests waiting, 3 matches, 1 sent, 10 views, 2 shortlisted`);
  }
}
