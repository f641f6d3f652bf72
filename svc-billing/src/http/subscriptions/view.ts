import { type ResponseOf } from '@matrimony/contracts';
import { type subscriptionRoutes } from '@matrimony/contracts/http/billing/subscriptions';
import { type Subscription } from '../../domain/subscription';

/** The subscription as the API shows it (camelCase JSON; stored with the spec's snake_case names). */
export type SubscriptionView = ResponseOf<typeof subscriptionRoutes.getMySubscription>['subscription'];

export function subscriptionView(subscription: Subscription): SubscriptionView {
  return {
    id: subscription.id,
    userId: subscription.user_id,
    planType: subscription.plan_type,
    status: subscription.status,
    startDate: subscription.start_date.toISOString(),
    endDate: subscription.end_date ? subscription.end_date.toISOString() : null,
    amount: subscription.amount,
    createdAt: subscription.created_at.toISOString(),
    updatedAt: subscription.updated_at.toISOString()
  };
}

/** A member with no subscription document is on the free plan (nothing stored: id and dates are null). */
export function implicitFreeView(userId: string): SubscriptionView {
  return {
    id: null,
    userId,
    planType: 'free',
    status: 'active',
    startDate: null,
    endDate: null,
    amount: 0,
    createdAt: null,
    updatedAt: null
  };
}
