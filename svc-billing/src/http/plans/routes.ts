import { type Router } from 'express';
import { subscriptionRoutes as routes } from '@matrimony/contracts/http/billing/subscriptions';
import { contractRoute, sendJson } from '@matrimony/service-kit';
import { CONTACT_UNLOCK, PLANS } from '../../domain/plans';

const PLANS_CACHE_SECONDS = 3600;

/** GET /plans: the plan definitions, public (the landing page and the subscription screen show them). */
export function planRoutes(router: Router): void {
  contractRoute(router, routes.listPlans, (_req, res) => {
    res.setHeader('Cache-Control', `public, max-age=${PLANS_CACHE_SECONDS}`);
    sendJson(res, routes.listPlans, {
      plans: PLANS.map((plan) => ({ ...plan, features: [...plan.features] })),
      contactUnlock: CONTACT_UNLOCK
    });
  });
}
