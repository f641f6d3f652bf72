// What svc-profile does with other services' events. The consumer runs each once per event; each is idempotent
// besides, so a handler taken over from a crashed replica repeats nothing wrong.
import { ID_DOCUMENT_REJECT_REASONS } from '@matrimony/catalog';
import { type EventHandlers } from '@matrimony/service-kit';
import { type Stores } from '../store';
import { type ProfileDoc } from '../store/profile-model';

type StoresForEvents = Pick<
  Stores,
  | 'profiles'
  | 'identityUsers'
  | 'plans'
  | 'images'
  | 'revokedMembers'
  | 'rateLimits'
  | 'preferences'
  | 'revealedPreferences'
  | 'profileViews'
  | 'recommendations'
  | 'candidateLists'
  | 'blocks'
  | 'contactAccess'
  | 'interests'
  | 'interestQuota'
  | 'shortlist'
  | 'reports'
  | 'moderationAudit'
>;

function imageFileIds(profile: ProfileDoc) {
  const images = [...profile.photos, ...(profile.horoscope ? [profile.horoscope] : [])];
  return images.flatMap((image) => Object.values(image.files));
}

/** How long a contact change waits for the member's registration (on another consumer) before it is dropped. */
const REGISTRATION_WAIT_MS = 60_000;

export function createEventHandlers(stores: StoresForEvents) {
  /** Copies the read model's contact onto the member's profile, if any; false when the member is unknown here. */
  async function copyIdentityToProfile(userId: string): Promise<boolean> {
    const identity = await stores.identityUsers.find(userId);
    if (!identity) return false;
    await stores.profiles.applyIdentity(userId, {
      mobile: identity.mobile,
      email: identity.email,
      fullName: identity.fullName
    });
    return true;
  }

  return {
    /** Remembers the verified contact details and copies them onto an existing profile. */
    'identity.user.registered': async (event) => {
      const { userId, mobile, email, fullName } = event.data;
      await stores.identityUsers.upsert(userId, { mobile, email, fullName }, new Date(event.occurredAt));
      await copyIdentityToProfile(userId);
    },

    /**
     * The member changed their e-mail or mobile (settings): the read model keeps the newer change, and the profile
     * (what the contact endpoint answers) copies the read model, so a redelivery or a late older change repeats
     * nothing wrong. A change that overtook the registration waits for it (NATS redelivers).
     */
    'identity.user.contact-changed': async (event) => {
      const { userId, mobile, email, changedAt } = event.data;
      await stores.identityUsers.applyContactChange(userId, { mobile, email }, new Date(changedAt));
      if (await copyIdentityToProfile(userId)) return;
      if (Date.now() - new Date(event.occurredAt).getTime() < REGISTRATION_WAIT_MS)
        throw new Error('contact change before the registration: retried');
    },

    /** Erases everything held about the member: image files, profile, read models. */
    'identity.user.deleted': async (event) => {
      const { userId } = event.data;
      // First: the member's still-valid access tokens must not re-create what is erased below.
      await stores.revokedMembers.revoke(userId, 'deleted', new Date(event.occurredAt));
      const profile = await stores.profiles.findByUserId(userId);
      // Files first: if this attempt fails half-way, the profile still lists them for the retry.
      if (profile) await stores.images.remove(imageFileIds(profile));
      await stores.profiles.erase(userId);
      await stores.identityUsers.erase(userId);
      await stores.plans.erase(userId);
      await stores.preferences.erase(userId);
      await stores.revealedPreferences.erase(userId);
      await stores.profileViews.eraseOf(userId);
      await stores.recommendations.eraseOf(userId);
      await stores.candidateLists.eraseOf(userId);
      if (profile) await stores.candidateLists.withdraw(profile._id);
      await stores.blocks.eraseOf(userId);
      await stores.contactAccess.eraseOf(userId);
      await stores.interests.eraseOf(userId);
      await stores.interestQuota.eraseOf(userId);
      await stores.shortlist.eraseOf(userId);
      await stores.profiles.forgetPhotoMatchesWith(userId);
      await stores.rateLimits.forget([userId]);
      // Reports the member filed stay, without their id: moderation must finish them (IT Rules). Reports about
      // the member still name them: they are the moderation record of that account (not decided yet).
      await stores.reports.detachReporter(userId);
    },

    /**
     * svc-identity disabled the account of a member this service suspended (this replica may not be the one that
     * decided): refused here too. Ordered by the decision's time, so a late one never undoes a later lifting.
     */
    'identity.user.suspended': async (event) => {
      await stores.revokedMembers.revoke(event.data.userId, 'suspended', new Date(event.data.at));
    },

    /** The suspension was lifted and the account enabled again: accepted again. */
    'identity.user.reinstated': async (event) => {
      await stores.revokedMembers.restore(event.data.userId, new Date(event.data.at));
    },

    /** A ₹49 unlock bought in billing: this member may see that profile's contact for good. */
    'billing.contact.unlocked': async (event) => {
      const { userId, profileId, orderId, unlockedAt } = event.data;
      await stores.contactAccess.applyUnlock(userId, profileId, orderId, new Date(unlockedAt));
    },

    /** The unlock's payment was refunded in billing: that order no longer shows the contact. */
    'billing.contact.withdrawn': async (event) => {
      const { userId, profileId, orderId } = event.data;
      await stores.contactAccess.applyWithdrawal(userId, profileId, orderId);
    },

    /** An ID check passed or was withdrawn in svc-identity: the ID badge follows (mobile is every member's). */
    'identity.verification.changed': async (event) => {
      const { userId, checks } = event.data;
      await stores.profiles.applyIdVerification(userId, checks.id, new Date(event.occurredAt));
    },

    /**
     * A moderator decided on a member's ID document in svc-identity: the decision joins the member's moderation
     * history (one entry per decision: a redelivery adds nothing). A member already deleted has no profile to name.
     */
    'identity.verification.reviewed': async (event) => {
      const { userId, decision, reason, actorUserId, at } = event.data;
      const profile = await stores.profiles.findByUserId(userId);
      if (!profile) return;
      const profileId = profile._id.toString();
      const action = decision === 'approved' ? 'verification.id.approved' : 'verification.id.rejected';
      await stores.moderationAudit.append({
        _id: `${profileId}:${new Date(at).getTime()}:${action}`,
        at: new Date(at),
        actorUserId,
        action,
        profileId,
        userId,
        memberNumber: profile.memberNumber,
        before: 'pending',
        after: decision,
        reason: ID_DOCUMENT_REJECT_REASONS.find((each) => each.id === reason)?.label ?? reason,
        note: null
      });
    },

    'billing.subscription.changed': async (event) => {
      const { userId, subscriptionId, planType, status, endDate, reason } = event.data;
      if (reason === 'erased') {
        await stores.plans.erase(userId);
        return;
      }
      await stores.plans.apply(
        userId,
        { subscriptionId, planType, status, endDate: endDate ? new Date(endDate) : null },
        new Date(event.occurredAt)
      );
    }
  } satisfies EventHandlers;
}
