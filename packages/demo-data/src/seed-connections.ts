// Gives the ready accounts a lived-in member area: interests waiting for them, a mutual match, an
// interest they sent, recent profile views, a shortlist and members who saw their contact, from demo
// members of the other gender. Written straight into svc-profile's collections in their stored shapes
// with the outbox events the service would have written (connection-docs.ts), so svc-notify hears of them
// and the bell and /notifications have news; once only (an account with any interest is left alone).
// The bride and the groom are a mutual match, so their conversation is there to try at first start.
import { type Db } from 'mongodb';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';
import { acceptedInterest, readyConnectionDocs, type Party } from './connection-docs';

const CONTACT_VIEWERS = 3;

type DemoProfile = Party & { fullName: string; mobile: string; email: string };

export async function seedReadyConnections(
  profileDb: Db,
  notifyDb: Db,
  now: Date,
  log: (line: string) => void
): Promise<void> {
  const profiles = profileDb.collection<Party & { gender: string; religion: string; mobile?: string }>(
    'profiles'
  );
  const readyMobiles = Object.values(READY_ACCOUNTS).map((ready) => ready.mobile);
  for (const account of Object.values(READY_ACCOUNTS)) {
    const me = await profiles.findOne(
      { mobile: account.mobile },
      { projection: { userId: 1, gender: 1, religion: 1 } }
    );
    if (
      !me ||
      (await profileDb
        .collection('interests')
        .countDocuments({ $or: [{ fromUserId: me.userId }, { toUserId: me.userId }] })) > 0
    )
      continue;
    // Same religion: the members most likely to be interested in each other.
    const suitable = {
      gender: me.gender === 'female' ? 'male' : 'female',
      religion: me.religion,
      lookingFor: me.gender,
      moderationStatus: 'approved',
      mobile: { $nin: readyMobiles }
    };
    const projection = { userId: 1, fullName: 1, mobile: 1, email: 1 };
    const others = await profiles
      .find<DemoProfile>(suitable, { projection })
      .sort({ lastActiveAt: -1 })
      .limit(20)
      .toArray();
    if (others.length < 20) continue;
    // Only Premium members (or a ₹49 unlock) see a contact: pick premium members for the reveals.
    const premiumIds = (
      await profileDb
        .collection('member_plans')
        .find({ planType: 'premium', endDate: { $gt: now } }, { projection: { _id: 1 } })
        .toArray()
    ).map((plan) => String(plan._id));
    const contactViewers = await profiles
      .find<DemoProfile>(
        { ...suitable, userId: { $in: premiumIds, $nin: others.map((other) => other.userId) } },
        { projection }
      )
      .sort({ lastActiveAt: -1 })
      .limit(CONTACT_VIEWERS)
      .toArray();

    // svc-notify names the member behind a piece of news from its recipients read model (identity.user.registered),
    // which demo members never passed through: without them each notification would say "A member".
    await notifyDb.collection<{ _id: string }>('recipients').bulkWrite(
      [...others, ...contactViewers].map((other) => ({
        updateOne: {
          filter: { _id: other.userId },
          update: { $setOnInsert: { email: other.email, mobile: other.mobile, fullName: other.fullName } },
          upsert: true
        }
      }))
    );

    const docs = readyConnectionDocs(me, others, contactViewers, now);
    await profileDb.collection('interests').insertMany(docs.interests);
    await profileDb.collection<{ _id: string }>('profile_views').insertMany(docs.views);
    await profileDb.collection<{ _id: string }>('shortlists').insertMany(docs.shortlist);
    if (docs.reveals.length > 0)
      await profileDb.collection<{ _id: string }>('contact_reveals').insertMany(docs.reveals);
    log(
      `connections for the ${account.role}: 4 interests waiting, 3 matches, 1 sent, ${docs.views.length} views, 2 shortlisted, ${docs.reveals.length} saw the contact`
    );
  }
}

/** The groom's interest in the bride, accepted: the ready couple's mutual match (once; any tie between them is left alone). */
export async function seedReadyCouple(profileDb: Db, now: Date, log: (line: string) => void): Promise<void> {
  const profiles = profileDb.collection<Party & { mobile?: string }>('profiles');
  const [bride, groom] = await Promise.all(
    [READY_ACCOUNTS.bride, READY_ACCOUNTS.groom].map((account) =>
      profiles.findOne({ mobile: account.mobile }, { projection: { userId: 1 } })
    )
  );
  if (!bride || !groom) return;
  const between = {
    $or: [
      { fromUserId: bride.userId, toUserId: groom.userId },
      { fromUserId: groom.userId, toUserId: bride.userId }
    ]
  };
  if ((await profileDb.collection('interests').countDocuments(between)) > 0) return;
  await profileDb.collection('interests').insertOne(acceptedInterest(groom, bride, now));
  log(`the ${READY_ACCOUNTS.groom.role} and the ${READY_ACCOUNTS.bride.role} are a mutual match`);
}
