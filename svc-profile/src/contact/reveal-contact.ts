// Contact details (docs/product-rules.md#contact-details): the one way a member's mobile and e-mail leave
// this service. The member's own; a profile they unlocked; Premium, fair use a day; else the 402 with what
// would show it.
import { Types } from 'mongoose';
import { CONTACT_REVEAL_MESSAGES } from '@matrimony/catalog/messages';
import {
  CONTACT_UNLOCK_PRICE_INR,
  PREMIUM_CONTACTS_PER_DAY,
  PREMIUM_PRICE_INR
} from '@matrimony/catalog/constants';
import { type ContactOffer } from '@matrimony/contracts/http/profile/contact';
import { problem, signContactOffer } from '@matrimony/service-kit';
import { profileNotFound, visibleToFilter, type Viewer } from '../discovery/viewer';
import { dayInIndia, secondsUntilNextDayInIndia } from '../domain/india-day';
import { whatsappUrl } from '../domain/whatsapp';
import { type Stores } from '../store';

export interface ContactDetails {
  mobile: string;
  email: string;
  whatsappUrl: string;
  via: 'own' | 'premium' | 'unlock';
}

export async function revealContact(
  stores: Stores,
  viewer: Viewer,
  profileId: string,
  { now, contactOfferKey }: { now: Date; contactOfferKey: string }
): Promise<ContactDetails> {
  const { contactAccess } = stores;
  const isOwn = String(viewer.profile._id) === profileId;
  // Blocked, hidden, unapproved (suspended) and deleted profiles reveal nothing: the same 404 as unknown ones.
  const owner = isOwn
    ? viewer.profile
    : await stores.profiles.findOneWhere({ ...visibleToFilter(viewer), _id: new Types.ObjectId(profileId) });
  if (!owner || !owner.mobile || !owner.email) throw profileNotFound();
  const details = (via: ContactDetails['via']): ContactDetails => ({
    mobile: owner.mobile!,
    email: owner.email!,
    whatsappUrl: whatsappUrl(
      owner.mobile!,
      viewer.profile.fullName.split(' ')[0] ?? '',
      viewer.profile.memberNumber ?? ''
    ),
    via
  });
  if (isOwn) return details('own');

  const day = dayInIndia(now);
  if (await contactAccess.hasUnlocked(viewer.profile.userId, profileId)) {
    await contactAccess.recordReveal(viewer.profile.userId, owner.userId, day, now, 'unlock');
    return details('unlock');
  }
  if (viewer.isPremium) {
    if (await contactAccess.alreadyRevealed(viewer.profile.userId, owner.userId)) return details('premium');
    // The day's slot is taken before the reveal is recorded, so parallel requests cannot all pass one count.
    if (!(await contactAccess.takeDailySlot(viewer.profile.userId, day, PREMIUM_CONTACTS_PER_DAY))) {
      throw problem(429, CONTACT_REVEAL_MESSAGES.dailyLimit, 'contact_daily_limit', {
        retryAfterSeconds: secondsUntilNextDayInIndia(now)
      });
    }
    let recorded = false;
    try {
      recorded = await contactAccess.recordReveal(viewer.profile.userId, owner.userId, day, now, 'premium');
    } finally {
      // Not recorded (failed, or another of the viewer's requests revealed this profile first): the slot goes back.
      if (!recorded) await contactAccess.giveBackDailySlot(viewer.profile.userId, day);
    }
    return details('premium');
  }
  // Only a profile this member may see gets this far (the 404 above), so the signed offer is this service's word
  // to svc-billing that the member may buy its contact.
  const { token: offerToken } = signContactOffer(contactOfferKey, {
    buyerId: viewer.profile.userId,
    profileId,
    now
  });
  const offers: ContactOffer[] = [
    { product: 'premium-month', priceInr: PREMIUM_PRICE_INR, profileId: null },
    { product: 'contact-unlock', priceInr: CONTACT_UNLOCK_PRICE_INR, profileId, offerToken }
  ];
  throw problem(402, CONTACT_REVEAL_MESSAGES.locked, 'contact_locked', { extra: { offers } });
}
