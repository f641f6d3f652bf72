// A member's mobile, e-mail and WhatsApp: the ONLY endpoint they leave svc-profile through
// (docs/product-rules.md#contact-details), for premium members (fair use) and for anyone who bought that profile's contact.
import { type Product } from '@matrimony/catalog/plans';
import { z } from 'zod';
import { problemSchema } from '../../problem';
import { objectId } from '../ids';
import { paginationQuerySchema, pagedResponseSchema } from '../pagination';
import { defineRoute } from '../route';

const profileId = objectId('a profile id');

export const contactDetailsSchema = z.object({
  mobile: z.string(),
  email: z.string(),
  /** `https://wa.me/91XXXXXXXXXX?text=...` with a polite first message. */
  whatsappUrl: z.url(),
  /** Why the viewer may see it. */
  via: z.enum(['own', 'premium', 'unlock'])
});

/** The 402 problem's `offers`: what would show this contact. */
export const contactOfferSchema = z.discriminatedUnion('product', [
  z.object({
    product: z.literal('premium-month' satisfies Product),
    priceInr: z.number(),
    profileId: z.null()
  }),
  z.object({
    product: z.literal('contact-unlock' satisfies Product),
    priceInr: z.number(),
    profileId: z.string(),
    /**
     * svc-profile's word that this member may see this profile, signed for them and this profile and valid 30 minutes:
     * pass it as `offerToken` to billing's createOrder (billing has no other way to know).
     */
    offerToken: z.string()
  })
]);
export type ContactOffer = z.infer<typeof contactOfferSchema>;

/** The body of getContact's 402 `contact_locked`: the problem and the offers that would show this contact. */
export const contactLockedProblemSchema = problemSchema.extend({
  code: z.literal('contact_locked'),
  offers: z.array(contactOfferSchema)
});
export type ContactLockedProblem = z.infer<typeof contactLockedProblemSchema>;

/**
 * Who saw my contact, newest first: enough to recognise them and open their profile (`id`). Like "who viewed me",
 * the list is premium; free members get how many and placeholders to draw, nothing that identifies a viewer.
 */
export const contactViewersSchema = z.discriminatedUnion('visibility', [
  pagedResponseSchema(
    z.object({
      id: z.string(),
      memberNumber: z.string(),
      displayName: z.string(),
      viewedAt: z.iso.datetime()
    })
  ).extend({
    visibility: z.literal('full')
  }),
  z.object({
    visibility: z.literal('teaser'),
    total: z.number().int().min(0),
    placeholders: z.number().int().min(0)
  })
]);

export const contactRoutes = {
  getContact: defineRoute({
    name: 'profiles.getContact',
    method: 'GET',
    path: '/:profileId/contact',
    auth: 'member',
    summary:
      'Contact details of a profile, for premium members (fair use: 30 new profiles a day) or after a ₹49 unlock; each reveal is recorded',
    request: { params: z.object({ profileId }) },
    response: { status: 200, body: contactDetailsSchema },
    errors: ['profile_missing', 'profile_not_found', 'contact_locked', 'contact_daily_limit']
  }),
  listContactViewers: defineRoute({
    name: 'profiles.listContactViewers',
    method: 'GET',
    path: '/me/contact-viewers',
    auth: 'member',
    summary:
      'Who has seen my contact details, newest first, a page at a time (premium); free members get the count and placeholders',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: contactViewersSchema },
    errors: ['profile_missing']
  })
};
