// Figures about the membership that anyone may read (the landing page's member count).
import { z } from 'zod';
import { defineRoute } from '../route';

export const memberStatsSchema = z.object({
  /** Approved, visible profiles, rounded down to two significant digits (12,345 → 12,000). */
  members: z.number().int().min(0)
});

export const memberStatsRoutes = {
  getMemberStats: defineRoute({
    name: 'profiles.getMemberStats',
    method: 'GET',
    path: '/stats/members',
    auth: 'public',
    summary:
      'How many approved, visible profiles there are, rounded down to two significant digits; counted at most once an hour, `Cache-Control: public, max-age=3600`',
    response: { status: 200, body: memberStatsSchema },
    errors: []
  })
};
