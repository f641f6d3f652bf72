import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxEvent, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { type EventData } from '@matrimony/contracts';
import { erasedMemberId } from '../domain/erased-member';
import { expiredToFree, hasLapsed, welcomeOffer, type Subscription } from '../domain/subscription';

type ChangeReason = EventData<'billing.subscription.changed'>['reason'];

/** How a subscription came about; at most one welcome offer per member (partial unique index). */
export type SubscriptionKind = 'welcome-offer' | 'purchase';

interface SubscriptionDoc extends Omit<Subscription, 'id'> {
  _id: string;
  kind: SubscriptionKind;
  /** Set when the member deleted the account; a TTL index removes the document a day later (after its event is relayed). */
  erased_at?: Date;
  /** The end date the member was told is near (billing.subscription.expiring): once per end date. */
  expiring_told_for?: Date;
  pendingEvents: PendingEvent[];
}

const ERASED_DOCUMENT_TTL_SECONDS = 24 * 60 * 60;
const subscriptionSchema = new Schema<SubscriptionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    kind: { type: String, enum: ['welcome-offer', 'purchase'], required: true },
    plan_type: { type: String, enum: ['free', 'premium'], required: true },
    status: { type: String, enum: ['active', 'cancelled'], required: true },
    start_date: { type: Date, required: true },
    end_date: { type: Date, default: null },
    amount: { type: Number, required: true },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
    erased_at: { type: Date },
    expiring_told_for: { type: Date }
  },
  { versionKey: false, collection: 'subscriptions' }
);
subscriptionSchema.plugin(outboxPlugin);
subscriptionSchema.index(
  { user_id: 1, kind: 1 },
  { unique: true, partialFilterExpression: { kind: 'welcome-offer' } }
);
subscriptionSchema.index({ user_id: 1, status: 1, created_at: -1 });
subscriptionSchema.index({ plan_type: 1, end_date: 1 });
subscriptionSchema.index({ erased_at: 1 }, { expireAfterSeconds: ERASED_DOCUMENT_TTL_SECONDS });

function toSubscription(doc: SubscriptionDoc): Subscription {
  return {
    id: doc._id,
    user_id: doc.user_id,
    plan_type: doc.plan_type,
    status: doc.status,
    start_date: doc.start_date,
    end_date: doc.end_date ?? null,
    amount: doc.amount,
    created_at: doc.created_at,
    updated_at: doc.updated_at
  };
}

function changedEvent(sub: Omit<SubscriptionDoc, 'pendingEvents' | 'kind'>, reason: ChangeReason) {
  return outboxEvent('billing.subscription.changed', {
    userId: sub.user_id,
    subscriptionId: sub._id,
    planType: sub.plan_type,
    status: sub.status,
    startDate: sub.start_date.toISOString(),
    endDate: sub.end_date ? sub.end_date.toISOString() : null,
    amount: sub.amount,
    reason
  });
}

function expiringEvent(sub: Pick<SubscriptionDoc, '_id' | 'user_id'> & { end_date: Date }) {
  return outboxEvent('billing.subscription.expiring', {
    userId: sub.user_id,
    subscriptionId: sub._id,
    endDate: sub.end_date.toISOString()
  });
}

/** The `subscriptions` collection. Every change carries its billing.subscription.changed event in the same write. */
export function createSubscriptions(connection: Connection) {
  const Subscriptions = connection.model<SubscriptionDoc>('Subscription', subscriptionSchema);

  /** Rewrites a lapsed premium to free; only the caller whose write matched gets true (replicas may race). */
  async function expire(doc: SubscriptionDoc, now: Date): Promise<SubscriptionDoc | null> {
    const change = expiredToFree(now);
    const updated = { ...doc, ...change };
    const result = await Subscriptions.updateOne(
      { _id: doc._id, plan_type: 'premium', status: 'active', end_date: { $ne: null, $lte: now } },
      { $set: change, $push: { pendingEvents: changedEvent(updated, 'expired') } }
    );
    return result.modifiedCount === 1 ? updated : null;
  }

  return {
    model: Subscriptions,

    /** Grants the welcome offer; false when this member already has one (a repeat or a racing replica). */
    async grantWelcomeOffer(userId: string, registeredAt: Date, now: Date): Promise<boolean> {
      const doc = {
        _id: randomUUID(),
        user_id: userId,
        kind: 'welcome-offer' as const,
        ...welcomeOffer(registeredAt),
        created_at: now,
        updated_at: now
      };
      try {
        await Subscriptions.create({ ...doc, pendingEvents: [changedEvent(doc, 'welcome-offer')] });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    /** The newest active subscription, with a lapsed premium rewritten to free on the way. */
    async current(
      userId: string,
      now: Date
    ): Promise<{ subscription: Subscription | null; justExpired: boolean }> {
      const doc = await Subscriptions.findOne({ user_id: userId, status: 'active' }, { pendingEvents: 0 })
        .sort({ created_at: -1 })
        .lean<SubscriptionDoc>();
      if (!doc) return { subscription: null, justExpired: false };
      if (doc.status === 'active' && hasLapsed(doc, now)) {
        const expired = await expire(doc, now);
        if (expired) return { subscription: toSubscription(expired), justExpired: true };
        // Another replica (or the job) rewrote it first: read what it wrote.
        const fresh = await Subscriptions.findById(doc._id, { pendingEvents: 0 }).lean<SubscriptionDoc>();
        return { subscription: fresh ? toSubscription(fresh) : null, justExpired: false };
      }
      return { subscription: toSubscription(doc), justExpired: false };
    },

    /** The periodic job: rewrites every lapsed premium to free; returns how many it rewrote. */
    async expireLapsed(now: Date, batchSize = 500): Promise<number> {
      let rewritten = 0;
      for (;;) {
        const lapsed = await Subscriptions.find(
          { plan_type: 'premium', status: 'active', end_date: { $ne: null, $lte: now } },
          { pendingEvents: 0 }
        )
          .limit(batchSize)
          .lean<SubscriptionDoc[]>();
        for (const doc of lapsed) if (await expire(doc, now)) rewritten += 1;
        if (lapsed.length < batchSize) return rewritten;
      }
    },

    /**
     * The expiring-premium job: every member whose premium (their newest active subscription) ends after `now` and
     * by `horizon`, and who was not told of that end date yet, gets billing.subscription.expiring, with the end date
     * marked on the subscription in the same write. A conditional write, so of racing passes one tells. An older
     * subscription a renewal superseded says nothing: the renewal's own end is what counts, told when it nears.
     * Returns how many members were told.
     */
    async announceExpiring(now: Date, horizon: Date): Promise<number> {
      let told = 0;
      // A few days of ends (by the {plan_type, end_date} index): small enough to read at once.
      const ending = await Subscriptions.find(
        { plan_type: 'premium', status: 'active', end_date: { $gt: now, $lte: horizon } },
        { _id: 1, user_id: 1, end_date: 1, expiring_told_for: 1 }
      ).lean<Pick<SubscriptionDoc, '_id' | 'user_id' | 'end_date' | 'expiring_told_for'>[]>();
      for (const doc of ending) {
        const endDate = doc.end_date!;
        if (doc.expiring_told_for?.getTime() === endDate.getTime()) continue;
        const newest = await Subscriptions.findOne({ user_id: doc.user_id, status: 'active' }, { _id: 1 })
          .sort({ created_at: -1 })
          .lean<Pick<SubscriptionDoc, '_id'>>();
        if (newest?._id !== doc._id) continue;
        const result = await Subscriptions.updateOne(
          {
            _id: doc._id,
            plan_type: 'premium',
            status: 'active',
            end_date: endDate,
            expiring_told_for: { $ne: endDate }
          },
          {
            $set: { expiring_told_for: endDate },
            $push: { pendingEvents: expiringEvent({ ...doc, end_date: endDate }) }
          }
        );
        if (result.modifiedCount === 1) told += 1;
      }
      return told;
    },

    /**
     * The member deleted the account: every subscription is cancelled and announced (reason erased) in the
     * same write, which also replaces the member's id (the event carries it), and the documents disappear a day
     * later through the TTL index.
     */
    async erase(userId: string, now: Date): Promise<number> {
      const docs = await Subscriptions.find(
        { user_id: userId, erased_at: { $exists: false } },
        { pendingEvents: 0 }
      ).lean<SubscriptionDoc[]>();
      for (const doc of docs) {
        const change = {
          plan_type: 'free' as const,
          status: 'cancelled' as const,
          end_date: null,
          updated_at: now,
          erased_at: now
        };
        await Subscriptions.updateOne(
          { _id: doc._id, erased_at: { $exists: false } },
          {
            $set: { ...change, user_id: erasedMemberId(doc._id) },
            $push: { pendingEvents: changedEvent({ ...doc, ...change }, 'erased') }
          }
        );
      }
      return docs.length;
    },

    /**
     * A paid premium month (order `orderId`), announced in the same write. The document id comes from the order,
     * so verify and webhook fulfilling the same order twice create it once; false on such a repeat.
     */
    async purchase(
      userId: string,
      orderId: string,
      period: { start: Date; end: Date },
      amount: number,
      now: Date
    ): Promise<boolean> {
      const doc = {
        _id: `order:${orderId}`,
        user_id: userId,
        kind: 'purchase' as const,
        plan_type: 'premium' as const,
        status: 'active' as const,
        start_date: period.start,
        end_date: period.end,
        amount,
        created_at: now,
        updated_at: now
      };
      try {
        await Subscriptions.create({ ...doc, pendingEvents: [changedEvent(doc, 'purchased')] });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    /** The period a premium order bought (null before it is fulfilled). */
    async periodOfOrder(orderId: string): Promise<{ start: Date; end: Date } | null> {
      const doc = await Subscriptions.findById(`order:${orderId}`, {
        start_date: 1,
        end_date: 1
      }).lean<SubscriptionDoc>();
      return doc ? { start: doc.start_date, end: doc.end_date ?? doc.start_date } : null;
    },

    /** A refunded premium purchase ends that month (docs/product-rules.md#buying-and-receipts); announced with reason refunded. */
    async refund(orderId: string, now: Date): Promise<boolean> {
      const doc = await Subscriptions.findById(`order:${orderId}`, {
        pendingEvents: 0
      }).lean<SubscriptionDoc>();
      if (!doc || doc.status === 'cancelled') return false;
      const change = { status: 'cancelled' as const, end_date: now, updated_at: now };
      const result = await Subscriptions.updateOne(
        { _id: doc._id, status: 'active' },
        { $set: change, $push: { pendingEvents: changedEvent({ ...doc, ...change }, 'refunded') } }
      );
      return result.modifiedCount === 1;
    },

    /** Every subscription of a member (tests and support tooling). */
    async allOf(userId: string): Promise<Subscription[]> {
      const docs = await Subscriptions.find({ user_id: userId }, { pendingEvents: 0 })
        .sort({ created_at: 1 })
        .lean<SubscriptionDoc[]>();
      return docs.map(toSubscription);
    }
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
