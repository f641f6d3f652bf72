// The plans on offer and the member's own subscription (docs/product-rules.md#plans-and-premium).
import { z } from 'zod';
import { defineRoute } from '../route';

export const planSchema = z.object({
  type: z.enum(['free', 'premium']),
  name: z.string(),
  priceInr: z.number(),
  /** null: the free plan never ends. */
  periodMonths: z.number().int().nullable(),
  features: z.array(z.string())
});

export const plansSchema = z.object({
  plans: z.array(planSchema),
  contactUnlock: z.object({ name: z.string(), priceInr: z.number(), description: z.string() })
});

/** The subscription as the API shows it; a member with nothing stored is on the free plan (id and dates null). */
export const subscriptionSchema = z.object({
  id: z.string().nullable(),
  userId: z.string(),
  planType: z.enum(['free', 'premium']),
  status: z.enum(['active', 'cancelled']),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  amount: z.number(),
  createdAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable()
});

export const mySubscriptionSchema = z.object({
  subscription: subscriptionSchema,
  /** Spec section 4: premium, active, with an end date in the future. */
  isPremium: z.boolean(),
  /** The premium month ended since the member last looked (the dashboard says so once). */
  justExpired: z.boolean()
});

export type Plan = z.infer<typeof planSchema>;
export type PlansAnswer = z.infer<typeof plansSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const subscriptionRoutes = {
  listPlans: defineRoute({
    name: 'billing.listPlans',
    method: 'GET',
    path: '/plans',
    auth: 'public',
    summary: 'The plans (Free, Premium ₹499 a month) and the ₹49 contact unlock; cacheable for an hour',
    response: { status: 200, body: plansSchema },
    errors: []
  }),
  getMySubscription: defineRoute({
    name: 'billing.getMySubscription',
    method: 'GET',
    path: '/subscriptions/me',
    auth: 'member',
    summary: 'The member’s current subscription, whether they are premium, and whether premium just expired',
    response: { status: 200, body: mySubscriptionSchema },
    errors: []
  })
};
