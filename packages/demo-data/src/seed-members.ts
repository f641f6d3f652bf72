// Writes demo members straight into svc-profile's and svc-billing's databases, shaped exactly as the
// services store them (profile documents with photos in GridFS and verification badges, partner preferences, plan
// read models, subscriptions, billing's member read model for invoices).
import { randomUUID } from 'node:crypto';
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import { ANNUAL_INCOMES, heightInCm } from '@matrimony/catalog';
import { demoBadges, hasDemoPhoto } from './badges';
import { type DemoMember } from './generate';
import { demoPreferences } from './preferences';
import { renderPortrait, type Variant } from './render-portraits';

/** Distinct portraits drawn per gender; members share them (only the demo's own files, never a member's). */
export const PORTRAITS_PER_GENDER = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

type StoredPortrait = { files: Record<Variant, ObjectId>; width: number; height: number };

async function storePortraits(
  profileDb: Db,
  members: readonly DemoMember[]
): Promise<Map<string, StoredPortrait[]>> {
  const bucket = new GridFSBucket(profileDb, { bucketName: 'images' });
  const byGender = new Map<string, StoredPortrait[]>();
  for (const gender of ['female', 'male'] as const) {
    const sample = members
      .filter((member) => member.profile.gender === gender)
      .slice(0, PORTRAITS_PER_GENDER);
    const stored: StoredPortrait[] = [];
    // A few at a time: sharp uses its own threads; this keeps the event loop and memory calm.
    for (let i = 0; i < sample.length; i += 6) {
      const rendered = await Promise.all(
        sample.slice(i, i + 6).map((member) => renderPortrait(member.portrait))
      );
      for (const portrait of rendered) {
        const files = {} as Record<Variant, ObjectId>;
        for (const variant of Object.keys(portrait.variants) as Variant[]) {
          const id = new ObjectId();
          await new Promise<void>((resolve, reject) => {
            const upload = bucket.openUploadStreamWithId(id, `demo-${variant}.webp`, {
              metadata: { contentType: 'image/webp', ownerId: 'demo' }
            });
            upload.once('finish', () => resolve());
            upload.once('error', reject);
            upload.end(portrait.variants[variant].data);
          });
          files[variant] = id;
        }
        stored.push({ files, width: portrait.variants.full.width, height: portrait.variants.full.height });
      }
    }
    byGender.set(gender, stored);
  }
  return byGender;
}

/** Inserts the members that are not there yet; returns how many it inserted. */
export async function seedDemoMembers(
  profileDb: Db,
  billingDb: Db,
  members: readonly DemoMember[],
  now: Date
): Promise<number> {
  const profiles = profileDb.collection('profiles');
  const existing = new Set(
    (
      await profiles
        .find({ userId: { $in: members.map((m) => m.userId) } }, { projection: { userId: 1 } })
        .toArray()
    ).map((doc) => doc.userId as string)
  );
  const missing = members.filter((member) => !existing.has(member.userId));
  if (missing.length === 0) return 0;
  const portraits = await storePortraits(profileDb, missing);
  const counter = await profileDb
    .collection<{ _id: string; value: number }>('counters')
    .findOneAndUpdate(
      { _id: 'memberNumber' },
      { $inc: { value: missing.length } },
      { upsert: true, returnDocument: 'after' }
    );
  const firstNumber = 1_000_001 + (counter!.value - missing.length);

  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const profileDocs = batch.map((member, i) => {
      const created = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
      const pool = portraits.get(member.profile.gender)!;
      const portrait = pool[member.index % pool.length]!;
      const withPhoto = hasDemoPhoto(member);
      return {
        _id: new ObjectId(),
        ...member.profile,
        userId: member.userId,
        mobile: member.mobile,
        email: member.email,
        fullName: member.fullName,
        age: member.age,
        moderationStatus: 'approved',
        moderationReason: null,
        hidden: false,
        photos: withPhoto
          ? [
              {
                id: randomUUID(),
                files: portrait.files,
                contentType: 'image/webp',
                width: portrait.width,
                height: portrait.height,
                createdAt: created,
                orderIndex: 0,
                isPrimary: true
              }
            ]
          : [],
        photoCount: withPhoto ? 1 : 0,
        horoscope: null,
        photoRevision: 0,
        memberNumber: `M${String(firstNumber + start + i).padStart(7, '0')}`,
        heightCm: heightInCm(member.profile.height) ?? null,
        incomeRank: (ANNUAL_INCOMES as readonly string[]).indexOf(member.profile.annualIncome),
        lastActiveAt: new Date(
          now.getTime() - member.lastActiveDaysAgo * DAY_MS - (member.index % 600) * 60_000
        ),
        starPada: null,
        ...demoBadges(member),
        verificationAsOf: demoBadges(member).idVerified ? created : null,
        pendingEvents: [],
        createdAt: created,
        updatedAt: created,
        demo: true
      };
    });
    await profiles.insertMany(profileDocs, { ordered: false });
    // svc-billing's copy of what profile.created carries, for tax invoices (the buyer's name and state, an unlocked
    // profile's member number): these profiles never went through svc-profile, so no event told billing.
    await billingDb.collection('members').insertMany(
      profileDocs.map((doc) => ({
        _id: doc.userId as unknown as ObjectId,
        profileId: String(doc._id),
        fullName: doc.fullName,
        memberNumber: doc.memberNumber,
        state: doc.state,
        asOf: doc.createdAt
      })),
      { ordered: false }
    );
    // As every registered member has: what they are looking for (set when they joined).
    await profileDb.collection('partner_preferences').insertMany(
      batch.map((member) => ({
        _id: member.userId as unknown as ObjectId,
        preferences: demoPreferences(member),
        updatedAt: new Date(now.getTime() - member.joinedDaysAgo * DAY_MS)
      })),
      { ordered: false }
    );

    const premium = batch.filter((member) => member.plan === 'premium');
    const premiumEnd = (member: DemoMember) => new Date(now.getTime() + (5 + (member.index % 25)) * DAY_MS);
    if (premium.length > 0) {
      await profileDb.collection('member_plans').insertMany(
        premium.map((member) => ({
          _id: member.userId as unknown as ObjectId,
          subscriptionId: `order:demo-${member.userId}`,
          planType: 'premium',
          status: 'active',
          endDate: premiumEnd(member),
          asOf: now
        })),
        { ordered: false }
      );
    }
    await billingDb.collection('subscriptions').insertMany(
      batch.flatMap((member) => {
        const joined = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
        const welcomeEnd = new Date(joined.getTime() + 30 * DAY_MS);
        const welcome = {
          _id: `welcome-demo-${member.userId}` as unknown as ObjectId,
          user_id: member.userId,
          kind: 'welcome-offer',
          plan_type: 'free',
          status: 'active',
          start_date: welcomeEnd,
          end_date: null,
          amount: 0,
          created_at: joined,
          updated_at: welcomeEnd,
          pendingEvents: []
        };
        if (member.plan !== 'premium') return [welcome];
        const start = new Date(premiumEnd(member).getTime() - 30 * DAY_MS);
        return [
          welcome,
          {
            _id: `order:demo-${member.userId}` as unknown as ObjectId,
            user_id: member.userId,
            kind: 'purchase',
            plan_type: 'premium',
            status: 'active',
            start_date: start,
            end_date: premiumEnd(member),
            amount: 499,
            created_at: start,
            updated_at: start,
            pendingEvents: []
          }
        ];
      }),
      { ordered: false }
    );
  }
  return missing.length;
}
