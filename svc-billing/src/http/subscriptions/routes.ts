import { type Router } from 'express';
import { subscriptionRoutes as routes } from '@matrimony/contracts/http/billing/subscriptions';
import { contractRoute, requireAuth, sendJson } from '@matrimony/service-kit';
import { isPremium } from '../../domain/subscription';
import { type BillingDeps } from '../deps';
import { implicitFreeView, subscriptionView } from './view';

/** GET /subscriptions/me: the member's newest active subscription, isPremium (docs/product-rules.md#plans-and-premium) and whether it just expired. */
export function subscriptionRoutes(router: Router, deps: BillingDeps): void {
  contractRoute(router, routes.getMySubscription, requireAuth(deps.verifier), async (req, res) => {
    const userId = req.auth!.userId;
    const now = deps.now();
    const { subscription, justExpired } = await deps.stores.subscriptions.current(userId, now);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, routes.getMySubscription, {
      subscription: subscription ? subscriptionView(subscription) : implicitFreeView(userId),
      isPremium: isPremium(subscription, now),
      justExpired
    });
  });
}
