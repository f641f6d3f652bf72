import { type Router } from 'express';
import { CONTACT_UNLOCK, PLANS } from '../../domain/plans';

const PLANS_CACHE_SECONDS = 3600;

/** GET /plans: the plan definitions, public (the landing page and the subscription screen show them). */
export function planRoutes(router: Router): void {
  router.get('/plans', (_req, res) => {
    res.setHeader('Cache-Control', `public, max-age=${PLANS_CACHE_SECONDS}`);
    res.json({ plans: PLANS, contactUnlock: CONTACT_UNLOCK });
  });
}
