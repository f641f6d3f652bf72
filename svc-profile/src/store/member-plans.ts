// Read model of billing.subscription.changed: each member's current plan. Events may arrive out
// of order, so an older event never overwrites a newer one.
import { isDuplicateKey } from '@matrimony/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { type MemberPlan } from '../domain/plans';

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

export function createMemberPlanStore(conn: Connection) {
  const Plan = (conn.models.MemberPlan as Model<MemberPlanDoc> | undefined) ?? conn.model<MemberPlanDoc>('MemberPlan', schema);
  return {
    /** Stores the plan unless a newer event was already applied. */
    async apply(userId: string, plan: MemberPlan & { subscriptionId: string }, asOf: Date) {
      try {
        await Plan.updateOne({ _id: userId, asOf: { $lte: asOf } }, { $set: { ...plan, asOf } }, { upsert: true });
      } catch (err) {
        // The upsert collides with a newer stored state: nothing to do.
        if (!isDuplicateKey(err)) throw err;
      }
    },
    find(userId: string) {
      return Plan.findById(userId).lean<MemberPlanDoc>();
    },
    /** The plans of many members at once (badges on a page of cards). */
    async findMany(userIds: readonly string[]): Promise<Map<string, MemberPlan>> {
      const docs = await Plan.find({ _id: { $in: userIds } }).lean<MemberPlanDoc[]>();
      return new Map(docs.map((doc) => [doc._id, doc]));
    },
    async erase(userId: string) {
      await Plan.deleteOne({ _id: userId });
    }
  };
}

export type MemberPlanStore = ReturnType<typeof createMemberPlanStore>;
