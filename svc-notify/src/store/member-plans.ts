import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

/**
 * Each member's current plan, kept from billing.subscription.changed (never asked for): whether a reader is premium
 * decides what their notification list shows (docs/product-rules.md#profile-views).
 */
export interface MemberPlanDoc {
  /** The user id. */
  _id: string;
  planType: 'free' | 'premium';
  status: 'active' | 'cancelled' | 'expired';
  endDate: Date | null;
  /** The event's time: events may arrive the other way round, and an older one never overwrites a newer. */
  asOf: Date;
}

const planSchema = new Schema<MemberPlanDoc>(
  {
    _id: { type: String, required: true },
    planType: { type: String, required: true },
    status: { type: String, required: true },
    endDate: { type: Date, default: null },
    asOf: { type: Date, required: true }
  },
  { versionKey: false, collection: 'member_plans' }
);

export function createMemberPlansStore(connection: Connection) {
  const Plans =
    (connection.models.MemberPlan as Model<MemberPlanDoc> | undefined) ??
    connection.model<MemberPlanDoc>('MemberPlan', planSchema);
  const plans = Plans.collection as unknown as Collection<MemberPlanDoc>;
  return {
    model: Plans,

    /** Stores the plan unless a newer event's is in; a repeat changes nothing. */
    async apply(userId: string, plan: Omit<MemberPlanDoc, '_id' | 'asOf'>, asOf: Date): Promise<void> {
      try {
        await plans.updateOne(
          { _id: userId, asOf: { $lte: asOf } },
          { $set: { ...plan, asOf } },
          { upsert: true }
        );
      } catch (error) {
        // The upsert met the record of a newer event: nothing to change.
        if (!isDuplicateKey(error)) throw error;
      }
    },

    find(userId: string): Promise<MemberPlanDoc | null> {
      return plans.findOne({ _id: userId });
    },

    async erase(userId: string): Promise<void> {
      await plans.deleteOne({ _id: userId });
    }
  };
}

export type MemberPlansStore = ReturnType<typeof createMemberPlansStore>;
