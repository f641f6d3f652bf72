import { type Router } from 'express';
import { publicName } from '@matrimony/catalog';
import { Types } from 'mongoose';
import {
  CONTACT_UNLOCK_PRICE_INR,
  PREMIUM_CONTACTS_PER_DAY,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog/constants';
import { contactRoutes, type ContactOffer } from '@matrimony/contracts/http/profile/contact';
import {
  contractRoute,
  inputOf,
  paymentRequired,
  requireAuth,
  sendJson,
  signContactOffer,
  tooManyRequests
} from '@matrimony/service-kit';
import { loadViewer, profileNotFound, visibleToFilter } from '../../discovery/viewer';
import { dayInIndia, secondsUntilNextDayInIndia } from '../../domain/india-day';
import { whatsappUrl } from '../../domain/whatsapp';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';

/** Blurred cards a free member's teaser draws at most. */
const TEASER_PLACEHOLDERS_MAX = 6;

/** GET /:profileId/contact (the one way mobile and e-mail leave the service) and GET /me/contact-viewers. */
export function contactRoutesOf(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { contactAccess } = deps.stores;

  contractRoute(router, contactRoutes.listContactViewers, auth, async (req, res) => {
    const { query } = inputOf(res, contactRoutes.listContactViewers.request);
    const viewer = await loadViewer(deps.stores, req.auth!.userId, deps.now());
    res.setHeader('Cache-Control', 'no-store');
    if (!viewer.isPremium) {
      // Free members: how many, never who (as "who viewed me": no names, ids or member numbers in this answer).
      const total = await contactAccess.countViewersOf(viewer.profile.userId, viewer.blocked);
      return sendJson(res, contactRoutes.listContactViewers, {
        visibility: 'teaser',
        total,
        placeholders: Math.min(total, TEASER_PLACEHOLDERS_MAX)
      });
    }
    const reveals = await contactAccess.viewersOf(viewer.profile.userId, viewer.blocked, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const docs = await deps.stores.profiles.model
      .find(
        { userId: { $in: reveals.items.map((r) => r.viewerId) } },
        { fullName: 1, memberNumber: 1, userId: 1 }
      )
      .lean<ProfileDoc[]>();
    const byUser = new Map(docs.map((doc) => [doc.userId, doc]));
    const items = reveals.items.flatMap((reveal) => {
      const doc = byUser.get(reveal.viewerId);
      return doc
        ? [
            {
              id: String(doc._id),
              memberNumber: doc.memberNumber ?? '',
              displayName: publicName(doc.fullName, false),
              viewedAt: reveal.revealedAt.toISOString()
            }
          ]
        : [];
    });
    sendJson(res, contactRoutes.listContactViewers, {
      visibility: 'full',
      items,
      page: query.page,
      pageSize: query.pageSize,
      total: reveals.total
    });
  });

  contractRoute(router, contactRoutes.getContact, auth, async (req, res) => {
    const { params } = inputOf(res, contactRoutes.getContact.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    res.setHeader('Cache-Control', 'no-store');
    const isOwn = String(viewer.profile._id) === params.profileId;
    // Blocked, hidden, unapproved (suspended) and deleted profiles reveal nothing: the same 404 as unknown ones.
    const owner = isOwn
      ? viewer.profile
      : await deps.stores.profiles.model
          .findOne({ ...visibleToFilter(viewer), _id: new Types.ObjectId(params.profileId) })
          .lean<ProfileDoc>();
    if (!owner || !owner.mobile || !owner.email) throw profileNotFound();
    const details = (via: 'own' | 'premium' | 'unlock') => ({
      mobile: owner.mobile!,
      email: owner.email!,
      whatsappUrl: whatsappUrl(
        owner.mobile!,
        viewer.profile.fullName.split(' ')[0] ?? '',
        viewer.profile.memberNumber ?? ''
      ),
      via
    });
    if (isOwn) return sendJson(res, contactRoutes.getContact, details('own'));

    const day = dayInIndia(now);
    if (await contactAccess.hasUnlocked(viewer.profile.userId, params.profileId)) {
      await contactAccess.recordReveal(viewer.profile.userId, owner.userId, day, now, 'unlock');
      return sendJson(res, contactRoutes.getContact, details('unlock'));
    }
    if (viewer.isPremium) {
      if (await contactAccess.alreadyRevealed(viewer.profile.userId, owner.userId))
        return sendJson(res, contactRoutes.getContact, details('premium'));
      // The day's slot is taken before the reveal is recorded, so parallel requests cannot all pass one count.
      if (!(await contactAccess.takeDailySlot(viewer.profile.userId, day, PREMIUM_CONTACTS_PER_DAY))) {
        throw tooManyRequests(
          `Premium shows the contacts of up to ${PREMIUM_CONTACTS_PER_DAY} new profiles a day (fair use). You can see more tomorrow.`,
          'contact_daily_limit',
          secondsUntilNextDayInIndia(now)
        );
      }
      let recorded = false;
      try {
        recorded = await contactAccess.recordReveal(viewer.profile.userId, owner.userId, day, now, 'premium');
      } finally {
        // Not recorded (failed, or another of the viewer's requests revealed this profile first): the slot goes back.
        if (!recorded) await contactAccess.giveBackDailySlot(viewer.profile.userId, day);
      }
      return sendJson(res, contactRoutes.getContact, details('premium'));
    }
    // Only a profile this member may see gets this far (the 404 above), so the signed offer is this service's word
    // to svc-billing that the member may buy its contact.
    const { token: offerToken } = signContactOffer(deps.contactOfferKey, {
      buyerId: req.auth!.userId,
      profileId: params.profileId,
      now
    });
    const offers: ContactOffer[] = [
      { product: 'premium-month', priceInr: PREMIUM_PRICE_INR, profileId: null },
      {
        product: 'contact-unlock',
        priceInr: CONTACT_UNLOCK_PRICE_INR,
        profileId: params.profileId,
        offerToken
      }
    ];
    throw paymentRequired(
      'Contact details are shown to Premium members, or unlock this profile’s contact for good.',
      'contact_locked',
      { offers }
    );
  });
}
