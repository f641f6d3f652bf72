import { type Router } from 'express';
import { requireAuth } from '@matrimony/service-kit';
import { isPremium } from '../../domain/subscription';
import { type BillingDeps } from '../deps';
import { implicitFreeView, subscriptionView } from './view';

/** GET /subscriptions/me: the member's newest active subscription, isPremium (spec 4) and whether it just expired. */
export function subscriptionRoutes(router: Router, deps: BillingDeps): void {
  router.get('/subscriptions/me', requireAuth(deps.verifier), async (req, res) => {
    const userId = req.auth!.userId;
    const now = deps.now();
    const { subscription, justExpired } = await deps.stores.subscriptions.current(userId, now);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      subscription: subscription ? subscriptionView(subscription) : implicitFreeView(userId),
      isPremium: isPremium(subscription, now),
      justExpired
    });
  });
}
