// Read model of billing.subscription.changed: each member's current plan. Events may arrive out
// of order, so an older event never overwrites a newer one.
import { isDuplicateKey } from '@matrimony/service-kit';
import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { type MemberPlan } from '../domain/plans';
import { keptForOthers } from './kept-for-others';

interface MemberPlanDoc extends MemberPlan {
  _id: string;
  subscriptionId: string;
  /** occurredAt of the event this state came from. */
  asOf: Date;
}

const schema = new Schema<MemberPlanDoc>(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: String, required: true },
    planType: { type: String, enum: ['free', 'premium'], required: true },
    status: { type: String, enum: ['active', 'cancelled', 'expired'], required: true },
    endDate: { type: Date, default: null },
    asOf: { type: Date, required: true }
  },
  { collection: 'member_plans', versionKey: false }
);

/** A badge a minute late is harmless; the quota and entitlements read the member's own plan fresh (`find`). */
export const OTHERS_PLANS_KEPT_MS = 60_000;
const OTHERS_PLANS_KEPT = 50_000;

export function createMemberPlanStore(conn: Connection, clock: () => number = Date.now) {
  const Plan =
    (conn.models.MemberPlan as Model<MemberPlanDoc> | undefined) ??
    conn.model<MemberPlanDoc>('MemberPlan', schema);
  // Read on every request of a signed-in member (their own plan): the driver, without mongoose's query building.
  const plans = Plan.collection as unknown as Collection<MemberPlanDoc>;
  const keptPlans = keptForOthers<MemberPlan>({
    keptMs: OTHERS_PLANS_KEPT_MS,
    max: OTHERS_PLANS_KEPT,
    clock
  });
  return {
    /** Stores the plan unless a newer event was already applied. */
    async apply(userId: string, plan: MemberPlan & { subscriptionId: string }, asOf: Date) {
      try {
        await Plan.updateOne(
          { _id: userId, asOf: { $lte: asOf } },
          { $set: { ...plan, asOf } },
          { upsert: true }
        );
      } catch (err) {
        // The upsert collides with a newer stored state: nothing to do.
        if (!isDuplicateKey(err)) throw err;
      }
      keptPlans.forget(userId);
    },
    find(userId: string): Promise<MemberPlanDoc | null> {
      return plans.findOne({ _id: userId });
    },
    /** Other members' plans at once, for the premium badges on a page of cards (kept a minute, see keptForOthers). */
    othersPlans(userIds: readonly string[]): Promise<Map<string, MemberPlan>> {
      return keptPlans.readThrough(userIds, async (missing) => {
        const docs = await Plan.find({ _id: { $in: missing } }).lean<MemberPlanDoc[]>();
        return new Map(docs.map((doc) => [doc._id, doc]));
      });
    },
    async erase(userId: string) {
      keptPlans.forget(userId);
      await Plan.deleteOne({ _id: userId });
    }
  };
}

export type MemberPlanStore = ReturnType<typeof createMemberPlanStore>;
